import { type Tugas, useDaftarPertemuan, usePertemuan, useSimpanTugas } from '@kampus/api';
import { bolehPilihPertemuanDiForm } from '@kampus/domain';
import type { PertemuanTugas, TugasFormModalProps } from '@kampus/ui';
import { Suspense } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import { berhasil, usePengguna } from '../bersama/konteks';

// The form carries the rich-text editor: loaded when a lecturer first opens it.
const TugasFormModal = lazyHalaman<TugasFormModalProps>(() =>
  import('@kampus/ui/views/tugas/TugasFormModal').then((m) => ({ default: m.TugasFormModal })),
);

export interface FormTugasProps {
  mode: 'tambah' | 'ubah';
  tugas?: Tugas | null;
  /** The meeting of the form: given by the meeting panel, read from the assignment otherwise. */
  pertemuan?: (PertemuanTugas & { id_kelas_kuliah: string }) | null;
  onTutup: () => void;
}

/**
 * 'Tambah Tugas' / 'Ubah' of an assignment (issue 24): the form with its meeting (operators
 * pick it among the class's meetings, spec 6), saved through POST or PUT /lms/tugas.
 */
export function FormTugas({ mode, tugas = null, pertemuan: dariPanel, onTutup }: FormTugasProps) {
  const { role, timeZone } = usePengguna();
  const pilihPertemuan = bolehPilihPertemuanDiForm(role);
  const dibaca = usePertemuan(dariPanel ? null : (tugas?.id_pertemuan ?? null));
  const pertemuan = dariPanel ?? dibaca.data ?? null;
  const idKelas = dariPanel?.id_kelas_kuliah ?? tugas?.id_kelas_kuliah ?? '';
  const opsiPertemuan = useDaftarPertemuan(
    { id_kelas_kuliah: idKelas, per_page: 100 },
    pilihPertemuan && idKelas !== '',
  );
  const simpan = useSimpanTugas();
  // Editing waits for the assignment's meeting: the form reads its times from it.
  if (!pertemuan) return null;

  return (
    <Suspense fallback={null}>
      <TugasFormModal
        isOpen
        onOpenChange={(open) => {
          if (!open) {
            onTutup();
            simpan.reset();
          }
        }}
        mode={mode}
        tugas={tugas}
        pertemuan={pertemuan}
        opsiPertemuan={pilihPertemuan ? (opsiPertemuan.data?.data ?? [pertemuan]) : undefined}
        timeZone={timeZone}
        isPending={simpan.isPending}
        galat={simpan.error?.message ?? null}
        onSubmit={async (payload) => {
          await simpan.mutateAsync({
            id: tugas?.id,
            body: { ...payload, id_pertemuan: payload.id_pertemuan ?? pertemuan.id },
          });
          berhasil(mode === 'tambah' ? 'Berhasil menambah tugas' : 'Berhasil mengubah tugas');
          onTutup();
        }}
      />
    </Suspense>
  );
}
