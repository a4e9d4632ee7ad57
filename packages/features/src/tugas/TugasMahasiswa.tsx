import {
  type SasaranPercakapan,
  type Tugas,
  useKelompokTugas,
  useKirimPengumpulan,
  usePengumpulanSaya,
} from '@kampus/api';
import { KelompokTugasCard, PengumpulanSayaPanel, PercakapanPanel } from '@kampus/ui';
import { useCallback } from 'react';
import { berhasil, usePengguna } from '../bersama/konteks';
import { usePercakapanTugas } from './percakapan';

/** The thread of a student's submission: their group's, or their own; none before a submission. */
export function sasaranSaya(
  tugas: Pick<Tugas, 'id' | 'judul'>,
  saya: {
    kelompok: { id: string } | null;
    pengumpulan: { mahasiswa: { id: string } | null } | null;
  } | null,
): SasaranPercakapan | null {
  if (!saya?.pengumpulan) return null;
  if (saya.kelompok) {
    return { jenis: 'tugas', idKonten: tugas.id, idKelompok: saya.kelompok.id, nama: tugas.judul };
  }
  const idMahasiswa = saya.pengumpulan.mahasiswa?.id;
  return idMahasiswa
    ? { jenis: 'tugas', idKonten: tugas.id, idMahasiswa, nama: tugas.judul }
    : null;
}

/**
 * A student's part of an assignment: their group (a group assignment; only its leader sends),
 * their submission sent or replaced with upload progress while the rules allow (domain
 * cekKirimPengumpulan, judged by the server), and its live comment thread and grade.
 */
export function TugasMahasiswa({ tugas }: { tugas: Tugas }) {
  const { timeZone } = usePengguna();
  const saya = usePengumpulanSaya(tugas.id);
  const kelompok = useKelompokTugas(tugas.id, tugas.jenis === 'kelompok');
  const kirim = useKirimPengumpulan(tugas.id);
  // Graded while the page is open: the thread's stream says so, the submission is read again.
  const bacaLagi = saya.refetch;
  const dinilai = useCallback(() => void bacaLagi(), [bacaLagi]);
  const percakapan = usePercakapanTugas(sasaranSaya(tugas, saya.data ?? null), dinilai);
  const kelompokSaya =
    kelompok.data?.find((k) => k.id === saya.data?.kelompok?.id) ?? kelompok.data?.[0] ?? null;

  return (
    <>
      {tugas.jenis === 'kelompok' && (kelompok.isPending || kelompokSaya || kelompok.isError) ? (
        <KelompokTugasCard
          kelompok={kelompokSaya}
          isLoading={kelompok.isPending}
          isError={kelompok.isError}
          onRetry={() => void kelompok.refetch()}
        />
      ) : null}
      <PengumpulanSayaPanel
        tugas={tugas}
        saya={saya.data ?? null}
        timeZone={timeZone}
        isLoading={saya.isPending}
        isError={saya.isError}
        onRetry={() => void saya.refetch()}
        progres={kirim.isPending && kirim.persen !== null ? kirim.persen / 100 : null}
        onKirim={async ({ files, teks }) => {
          const adaSebelumnya = Boolean(saya.data?.pengumpulan);
          await kirim.mutateAsync({ teks, berkas: files });
          berhasil(
            adaSebelumnya ? 'Berhasil mengganti pengumpulan tugas' : 'Berhasil mengumpulkan tugas',
          );
        }}
        slotPercakapan={saya.data?.pengumpulan ? <PercakapanPanel {...percakapan} /> : undefined}
      />
    </>
  );
}
