import type { BerkasSoal, IsiJawaban } from '@kampus/api';
import {
  ekstensiJawabanEsai,
  MAKS_LAMPIRAN_JAWABAN,
  periksaBerkas,
  pesanUnggahGagal,
} from '@kampus/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BarisUnggah, UnggahLampiranFn } from './types';

const pesanGalat = (e: unknown) =>
  e instanceof Error ? e.message : typeof e === 'string' ? e : 'Terjadi kesalahan';

export const isiEsai = (isi: IsiJawaban | null) =>
  isi?.jenis === 'esay' ? isi : { jenis: 'esay' as const, teks: '', files: [] as BerkasSoal[] };

/**
 * Essay attachments being uploaded, per question (progress, or why one was refused), and the
 * submit that waits for them: an answer submitted while its file is still on its way would reach
 * the server without the file (issue 21.3). A failed upload during the wait stops the submit and
 * says so, so the student decides: upload again, remove it, or submit without it.
 */
export function useUnggahanLampiran(o: {
  /** The newest answer of a question (the device's, or one just sent). */
  isiTerkini: (idSoal: string) => IsiJawaban | null;
  jawab: (idSoal: string, isi: IsiJawaban) => void;
  onUnggahLampiran: UnggahLampiranFn;
  maksByteLampiran: number;
  onKumpulkan: () => void;
}) {
  const { isiTerkini, jawab, onUnggahLampiran, maksByteLampiran } = o;
  const [unggahan, setUnggahan] = useState<Record<string, BarisUnggah[]>>({});
  const idUnggah = useRef(1);
  const ubahUnggahan = (idSoal: string, ubah: (baris: BarisUnggah[]) => BarisUnggah[]) =>
    setUnggahan((lama) => ({ ...lama, [idSoal]: ubah(lama[idSoal] ?? []) }));

  const unggah = (
    idSoal: string,
    jenis: Parameters<typeof ekstensiJawabanEsai>[0],
    files: File[],
  ) => {
    const accept = ekstensiJawabanEsai(jenis);
    let ruang =
      MAKS_LAMPIRAN_JAWABAN -
      isiEsai(isiTerkini(idSoal)).files.length -
      (unggahan[idSoal] ?? []).filter((b) => b.status === 'unggah').length;
    for (const file of files) {
      const id = idUnggah.current++;
      const cek = periksaBerkas(file, { accept, maksByte: maksByteLampiran }, 'dialog');
      const pesan = !cek.ok
        ? cek.pesan
        : ruang <= 0
          ? `Maksimal ${MAKS_LAMPIRAN_JAWABAN} lampiran per jawaban`
          : null;
      const dasar = { id, nama: file.name, ukuran: file.size, persen: null };
      if (pesan) {
        ubahUnggahan(idSoal, (b) => [...b, { ...dasar, status: 'gagal', pesan }]);
        continue;
      }
      ruang -= 1;
      ubahUnggahan(idSoal, (b) => [...b, { ...dasar, status: 'unggah' }]);
      onUnggahLampiran(idSoal, file, (persen) =>
        ubahUnggahan(idSoal, (b) =>
          b.map((x) => (x.id === id ? { ...x, persen: Math.min(100, Math.max(0, persen)) } : x)),
        ),
      ).then(
        (berkas) => {
          ubahUnggahan(idSoal, (b) => b.filter((x) => x.id !== id));
          const esai = isiEsai(isiTerkini(idSoal));
          jawab(idSoal, { ...esai, files: [...esai.files, berkas] });
        },
        (e: unknown) =>
          ubahUnggahan(idSoal, (b) =>
            b.map((x) =>
              x.id === id ? { ...x, status: 'gagal', pesan: pesanUnggahGagal(pesanGalat(e)) } : x,
            ),
          ),
      );
    }
  };

  const semua = Object.values(unggahan).flat();
  const mengunggah = semua.filter((b) => b.status === 'unggah').length;
  const gagal = semua.filter((b) => b.status === 'gagal').length;
  const [kumpulTertunda, setKumpulTertunda] = useState<{ gagalAwal: number } | null>(null);
  const [galatUnggahKumpul, setGalatUnggahKumpul] = useState(false);
  const onKumpulkanRef = useRef(o.onKumpulkan);
  useLayoutEffect(() => {
    onKumpulkanRef.current = o.onKumpulkan;
  });
  useEffect(() => {
    if (!kumpulTertunda || mengunggah > 0) return;
    setKumpulTertunda(null);
    if (gagal > kumpulTertunda.gagalAwal) setGalatUnggahKumpul(true);
    else onKumpulkanRef.current();
  }, [kumpulTertunda, mengunggah, gagal]);

  return {
    unggahan,
    ubahUnggahan,
    unggah,
    /** Uploads still running, over every question. */
    mengunggah,
    /** 'Kumpulkan' was confirmed and waits for the uploads. */
    kumpulTertunda: kumpulTertunda !== null,
    batalKumpul: () => setKumpulTertunda(null),
    /** An upload failed while the submit waited for it. */
    galatUnggahKumpul,
    /** Submits now, or once the running uploads are done. */
    kumpulkan: () => {
      setGalatUnggahKumpul(false);
      if (mengunggah > 0) setKumpulTertunda({ gagalAwal: gagal });
      else onKumpulkanRef.current();
    },
  };
}
