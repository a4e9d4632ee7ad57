import {
  type Pertemuan,
  type Tugas,
  useDaftarPertemuan,
  useDaftarTugas,
  useHapusTugas,
  useSimpanTugas,
  useWaktuServer,
} from '@kampus/api';
import { boleh, bolehPilihPertemuanDiForm } from '@kampus/domain';
import type { TugasFormModalProps } from '@kampus/ui';
import { TugasPanel } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import { berhasil, usePengguna } from '../bersama/konteks';
import { hrefTugasKelas, peranTugas } from './tautan';

// The form carries the rich-text editor: loaded when a lecturer first opens it.
const TugasFormModal = lazyHalaman<TugasFormModalProps>(() =>
  import('@kampus/ui/views/tugas/TugasFormModal').then((m) => ({ default: m.TugasFormModal })),
);

/**
 * The assignments of a meeting (issue 24; spec 2 'Assignments'): everyone of the class opens
 * them (a student sees their own submission's status); the class's teachers and operators with
 * write add, change and delete them (kelolaTugas), operators picking the meeting in the form.
 */
export function PanelTugas({ pertemuan, kelola }: { pertemuan: Pertemuan; kelola: boolean }) {
  const { role, hak, timeZone } = usePengguna();
  const { waktu } = useWaktuServer();
  const bisaKelola = kelola && boleh('kelolaTugas', { role, hakAkses: hak });
  const pilihPertemuan = bolehPilihPertemuanDiForm(role);
  const daftar = useDaftarTugas({ id_pertemuan: pertemuan.id, page: 1, per_page: 50 });
  const [form, setForm] = useState<{ mode: 'tambah' | 'ubah'; tugas?: Tugas } | null>(null);
  const opsiPertemuan = useDaftarPertemuan(
    { id_kelas_kuliah: pertemuan.id_kelas_kuliah, per_page: 100 },
    pilihPertemuan && form !== null,
  );
  const simpan = useSimpanTugas();
  const hapus = useHapusTugas();

  return (
    <>
      <TugasPanel
        tugas={daftar.data?.data ?? []}
        peran={peranTugas(role)}
        waktuServer={new Date(waktu ?? Date.now()).toISOString()}
        isLoading={daftar.isPending}
        isError={daftar.isError}
        onRetry={() => void daftar.refetch()}
        timeZone={timeZone}
        headingLevel={3}
        hrefTugas={(t) => hrefTugasKelas(t.id_kelas_kuliah, t.id)}
        onTambah={bisaKelola ? () => setForm({ mode: 'tambah' }) : undefined}
        onUbah={bisaKelola ? (t) => setForm({ mode: 'ubah', tugas: t }) : undefined}
        onHapus={
          bisaKelola
            ? async (t) => {
                await hapus.mutateAsync(t.id);
                berhasil('Berhasil menghapus tugas');
              }
            : undefined
        }
      />
      {form ? (
        <Suspense fallback={null}>
          <TugasFormModal
            isOpen
            onOpenChange={(open) => {
              if (!open) {
                setForm(null);
                simpan.reset();
              }
            }}
            mode={form.mode}
            tugas={form.tugas ?? null}
            pertemuan={pertemuan}
            opsiPertemuan={pilihPertemuan ? (opsiPertemuan.data?.data ?? [pertemuan]) : undefined}
            timeZone={timeZone}
            isPending={simpan.isPending}
            galat={simpan.error?.message ?? null}
            onSubmit={async (payload) => {
              await simpan.mutateAsync({
                id: form.tugas?.id,
                body: { ...payload, id_pertemuan: payload.id_pertemuan ?? pertemuan.id },
              });
              berhasil(
                form.mode === 'tambah' ? 'Berhasil menambah tugas' : 'Berhasil mengubah tugas',
              );
              setForm(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
