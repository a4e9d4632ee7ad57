import {
  useCekBentrok,
  usePengaturan,
  usePertemuan,
  useRuangan,
  useSesiKuliah,
  useStatusPertemuan,
  useUbahPertemuan,
  useUbahTeksPertemuan,
} from '@kampus/api';
import {
  bolehUbahPengajarPertemuan,
  type IzinKelas,
  type JenisPertemuan,
  jadwalBisaDiubah,
} from '@kampus/domain';
import type { TeksPertemuanModalProps, UbahPertemuanModalProps } from '@kampus/ui';
import { PertemuanDetail } from '@kampus/ui';
import { type ReactNode, Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import { berhasil, usePengguna } from '../bersama/konteks';
// The meeting's forums, below its vidcons: a chunk of their own, loaded with the page.
import { PanelForum } from '../forum';
import { hrefKehadiranPertemuan } from '../kehadiran';
import { PanelMateri } from '../materi';
// The meeting's assignments, below its forums: a chunk of their own too.
import { PanelTugas } from '../tugas';
// The meeting's exams, below its materials: a chunk of their own, loaded with the page.
import { PanelUjian } from '../ujian';
// The meeting's vidcons, below its exams: a chunk of their own too.
import { PanelVidcon } from '../vidcon';

// Staff-only editors (the Markdown editor is large): loaded when first opened.
const UbahPertemuanModal = lazyHalaman<UbahPertemuanModalProps>(() =>
  import('@kampus/ui/views/pertemuan/UbahPertemuanModal').then((m) => ({
    default: m.UbahPertemuanModal,
  })),
);
const TeksPertemuanModal = lazyHalaman<TeksPertemuanModalProps>(() =>
  import('@kampus/ui/views/pertemuan/TeksPertemuanModal').then((m) => ({
    default: m.TeksPertemuanModal,
  })),
);

/** One meeting with the staff's edit, text, start and end actions when allowed (spec 2, 4, 6). */
export function PanelPertemuan({
  idPertemuan,
  izin,
  children,
}: {
  idPertemuan: string;
  izin: IzinKelas | null;
  children?: ReactNode;
}) {
  const { role, timeZone } = usePengguna();
  const pertemuan = usePertemuan(idPertemuan);
  const [modal, setModal] = useState<'ubah' | 'teks' | null>(null);
  const [rentang, setRentang] = useState<{ mulai: string; selesai: string } | null>(null);
  const pengaturan = usePengaturan();
  const sesi = useSesiKuliah();
  const ruangan = useRuangan(
    { mulai: rentang?.mulai, selesai: rentang?.selesai, idPertemuan },
    modal === 'ubah',
  );
  const ubah = useUbahPertemuan();
  const teks = useUbahTeksPertemuan();
  const status = useStatusPertemuan();
  const cek = useCekBentrok();
  const kelola = izin?.kelola === true;
  const p = pertemuan.data ?? null;
  // 'Kehadiran Kelas': the class's teachers and the operators who may read its attendance.
  const hrefKehadiran =
    p && izin?.kehadiran
      ? hrefKehadiranPertemuan(
          role === 'operator' ? 'operator-kelas' : 'dosen-kelas',
          p.id_kelas_kuliah,
          idPertemuan,
        )
      : undefined;

  return (
    <>
      <PertemuanDetail
        pertemuan={p}
        timeZone={timeZone}
        isLoading={pertemuan.isPending}
        isError={pertemuan.isError}
        onRetry={() => void pertemuan.refetch()}
        onEdit={kelola ? () => setModal('ubah') : undefined}
        onEditTeks={kelola ? () => setModal('teks') : undefined}
        hrefKehadiran={hrefKehadiran}
        onStart={
          kelola
            ? () =>
                status.mutate(
                  { id: idPertemuan, aksi: 'start' },
                  { onSuccess: () => berhasil('Pertemuan dimulai') },
                )
            : undefined
        }
        onEnd={
          kelola
            ? () =>
                status.mutate(
                  { id: idPertemuan, aksi: 'end' },
                  { onSuccess: () => berhasil('Pertemuan diakhiri') },
                )
            : undefined
        }
        isStarting={status.isPending && status.variables?.aksi === 'start'}
        isEnding={status.isPending && status.variables?.aksi === 'end'}
      >
        {p ? <PanelMateri pertemuan={p} kelola={kelola} /> : null}
        {p ? (
          <Suspense fallback={null}>
            <PanelUjian pertemuan={p} kelola={kelola} />
          </Suspense>
        ) : null}
        {p ? (
          <Suspense fallback={null}>
            <PanelVidcon pertemuan={p} kelola={kelola} />
          </Suspense>
        ) : null}
        {p ? (
          <Suspense fallback={null}>
            <PanelForum pertemuan={p} kelola={kelola} />
          </Suspense>
        ) : null}
        {p ? (
          <Suspense fallback={null}>
            <PanelTugas pertemuan={p} kelola={kelola} />
          </Suspense>
        ) : null}
        {children}
      </PertemuanDetail>
      <Suspense fallback={null}>
        {modal === 'ubah' && p ? (
          <UbahPertemuanModal
            isOpen
            onOpenChange={(open) => !open && setModal(null)}
            pertemuan={p}
            timeZone={timeZone}
            sesi={sesi.data ?? []}
            ruangan={ruangan.data ?? []}
            jumlahPeserta={p.jumlah_peserta}
            role={role}
            isUtama={bolehUbahPengajarPertemuan({ role, utama: izin?.utama === true })}
            jadwalBisaDiubah={(jenis: JenisPertemuan) =>
              jadwalBisaDiubah(pengaturan.data?.pengaturan_kelas.ubah_jadwal_pertemuan, jenis)
            }
            onCekJadwal={(body) => cek.mutateAsync(body)}
            onRuanganRange={(mulai, selesai) => setRentang({ mulai, selesai })}
            onSubmit={async (body) => {
              await ubah.mutateAsync({ id: idPertemuan, body });
              berhasil('Berhasil mengubah data pertemuan');
              setModal(null);
            }}
          />
        ) : null}
        {modal === 'teks' && p ? (
          <TeksPertemuanModal
            isOpen
            onOpenChange={(open) => !open && setModal(null)}
            teks={p.teks}
            subtitle={`Pertemuan ${p.nomor}: ${p.judul}`}
            onSubmit={async (html) => {
              await teks.mutateAsync({ id: idPertemuan, teks: html });
              berhasil('Berhasil menyimpan teks pertemuan');
              setModal(null);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
