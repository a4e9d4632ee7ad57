import {
  type KelompokTugas,
  type Tugas,
  useKelolaKelompokTugas,
  useKelompokTugas,
  usePesertaKelas,
} from '@kampus/api';
import { boleh } from '@kampus/domain';
import type { KelompokFormModalProps } from '@kampus/ui';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  KelompokTugasCard,
  LoadError,
  Skeleton,
} from '@kampus/ui';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import * as styles from '../bersama/Halaman.css';
import { berhasil, usePengguna } from '../bersama/konteks';
import type { PercakapanTugasModalProps } from './PercakapanTugasModal';

const PercakapanTugasModal = lazyHalaman<PercakapanTugasModalProps>(
  () => import('./PercakapanTugasModal'),
);
// The group form: loaded when a lecturer first opens it.
const KelompokFormModal = lazyHalaman<KelompokFormModalProps>(() =>
  import('@kampus/ui/views/tugas/KelompokFormModal').then((m) => ({
    default: m.KelompokFormModal,
  })),
);

/** The student id of a member row (the card names members by their student number). */
const idAnggota = (k: KelompokTugas, nim: string) =>
  k.anggota.find((a) => a.mahasiswa.nim === nim)?.mahasiswa.id ?? null;

/**
 * The groups of a group assignment for its lecturers and operators (spec 2 'Assignments'): each
 * group's members with the leader tagged, 'Jadikan Ketua Kelompok' and 'Hapus Anggota' in a
 * member's menu, 'Tambah Kelompok' and each group's edit (KelompokFormModal, among the class's
 * students) and delete with the write flag (kelolaKelompok), and the group's comment thread.
 */
export function KelompokStaf({ tugas }: { tugas: Tugas }) {
  const { role, hak } = usePengguna();
  const bolehTulis = boleh('kelolaKelompok', { role, hakAkses: hak });
  const daftar = useKelompokTugas(tugas.id);
  const kelola = useKelolaKelompokTugas(tugas.id);
  const [dihapus, setDihapus] = useState<KelompokTugas | null>(null);
  const [dibahas, setDibahas] = useState<KelompokTugas | null>(null);
  const [form, setForm] = useState<{ mode: 'tambah' | 'ubah'; kelompok?: KelompokTugas } | null>(
    null,
  );
  // The class's students, offered by the form: read when it first opens.
  const peserta = usePesertaKelas(form ? tugas.id_kelas_kuliah : null);
  const simpan = form?.mode === 'ubah' ? kelola.ubah : kelola.tambah;
  const menyimpan = kelola.jadikanKetua.isPending || kelola.hapusAnggota.isPending;

  if (daftar.isError) {
    return <LoadError pesan={daftar.error.message} onRetry={() => void daftar.refetch()} />;
  }
  if (daftar.isPending) return <Skeleton height="120px" />;
  return (
    <section aria-label="Kelompok tugas" className={styles.halaman}>
      {bolehTulis ? (
        <div>
          <Button variant="primary" size="small" onPress={() => setForm({ mode: 'tambah' })}>
            Tambah Kelompok
          </Button>
        </div>
      ) : null}
      {daftar.data.length === 0 ? <EmptyState pesan="Belum ada kelompok pada tugas ini" /> : null}
      {daftar.data.map((k) => (
        <KelompokTugasCard
          key={k.id}
          kelompok={k}
          bolehTulis={bolehTulis}
          isMenyimpan={menyimpan}
          onPercakapan={() => setDibahas(k)}
          onUbah={() => setForm({ mode: 'ubah', kelompok: k })}
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
      {form ? (
        <Suspense fallback={null}>
          <KelompokFormModal
            isOpen
            onOpenChange={(open) => {
              if (!open) {
                setForm(null);
                kelola.tambah.reset();
                kelola.ubah.reset();
              }
            }}
            mode={form.mode}
            kelompok={form.kelompok ?? null}
            mahasiswa={peserta.data ?? []}
            semuaKelompok={daftar.data}
            isPending={simpan.isPending}
            galat={simpan.error?.message ?? null}
            onSubmit={async (body) => {
              if (form.kelompok) {
                await kelola.ubah.mutateAsync({ idKelompok: form.kelompok.id, body });
                berhasil('Berhasil mengubah kelompok');
              } else {
                await kelola.tambah.mutateAsync(body);
                berhasil('Berhasil menambah kelompok');
              }
              setForm(null);
            }}
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
