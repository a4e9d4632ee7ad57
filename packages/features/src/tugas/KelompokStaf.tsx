import {
  type KelompokTugas,
  type Tugas,
  useKelolaKelompokTugas,
  useKelompokTugas,
} from '@kampus/api';
import { boleh } from '@kampus/domain';
import { ConfirmDialog, EmptyState, KelompokTugasCard, LoadError, Skeleton } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import * as styles from '../bersama/Halaman.css';
import { berhasil, usePengguna } from '../bersama/konteks';
import type { PercakapanTugasModalProps } from './PercakapanTugasModal';

const PercakapanTugasModal = lazyHalaman<PercakapanTugasModalProps>(
  () => import('./PercakapanTugasModal'),
);

/** The student id of a member row (the card names members by their student number). */
const idAnggota = (k: KelompokTugas, nim: string) =>
  k.anggota.find((a) => a.mahasiswa.nim === nim)?.mahasiswa.id ?? null;

/**
 * The groups of a group assignment for its lecturers and operators (spec 2 'Assignments'): each
 * group's members with the leader tagged, 'Jadikan Ketua Kelompok' and 'Hapus Anggota' in a
 * member's menu and the group's delete with the write flag (kelolaKelompok), and the group's
 * comment thread ('Percakapan').
 */
export function KelompokStaf({ tugas }: { tugas: Tugas }) {
  const { role, hak } = usePengguna();
  const bolehTulis = boleh('kelolaKelompok', { role, hakAkses: hak });
  const daftar = useKelompokTugas(tugas.id);
  const kelola = useKelolaKelompokTugas(tugas.id);
  const [dihapus, setDihapus] = useState<KelompokTugas | null>(null);
  const [dibahas, setDibahas] = useState<KelompokTugas | null>(null);
  const menyimpan = kelola.jadikanKetua.isPending || kelola.hapusAnggota.isPending;

  if (daftar.isError) {
    return <LoadError pesan={daftar.error.message} onRetry={() => void daftar.refetch()} />;
  }
  if (daftar.isPending) return <Skeleton height="120px" />;
  return (
    <section aria-label="Kelompok tugas" className={styles.halaman}>
      {daftar.data.length === 0 ? <EmptyState pesan="Belum ada kelompok pada tugas ini" /> : null}
      {daftar.data.map((k) => (
        <KelompokTugasCard
          key={k.id}
          kelompok={k}
          bolehTulis={bolehTulis}
          isMenyimpan={menyimpan}
          onPercakapan={() => setDibahas(k)}
          onHapus={() => setDihapus(k)}
          onJadikanKetua={(nim) => {
            const idMahasiswa = idAnggota(k, nim);
            if (!idMahasiswa) return;
            kelola.jadikanKetua.mutate(
              { idKelompok: k.id, idMahasiswa },
              { onSuccess: () => berhasil('Berhasil mengubah ketua kelompok') },
            );
          }}
          onHapusAnggota={(nim) => {
            const idMahasiswa = idAnggota(k, nim);
            if (!idMahasiswa) return;
            kelola.hapusAnggota.mutate(
              { idKelompok: k.id, idMahasiswa },
              { onSuccess: () => berhasil('Berhasil menghapus anggota kelompok') },
            );
          }}
        />
      ))}
      {dibahas ? (
        <Suspense fallback={null}>
          <PercakapanTugasModal
            sasaran={{
              jenis: 'tugas',
              idKonten: tugas.id,
              idKelompok: dibahas.id,
              nama: tugas.judul,
            }}
            subjudul={dibahas.nama}
            onTutup={() => setDibahas(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        isOpen={dihapus !== null}
        onOpenChange={(open) => {
          if (!open) setDihapus(null);
        }}
        variant="batal-hapus"
        message="Anda yakin ingin menghapus kelompok ini?"
        isPending={kelola.hapus.isPending}
        closeOnConfirm={false}
        onConfirm={() => {
          if (!dihapus) return;
          kelola.hapus.mutate(dihapus.id, {
            onSuccess: () => {
              setDihapus(null);
              berhasil('Berhasil menghapus kelompok');
            },
          });
        }}
      />
    </section>
  );
}
