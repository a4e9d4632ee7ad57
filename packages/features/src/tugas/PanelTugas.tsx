import {
  type Pertemuan,
  type Tugas,
  useDaftarTugas,
  useHapusTugas,
  useWaktuServer,
} from '@kampus/api';
import { boleh } from '@kampus/domain';
import { TugasPanel } from '@kampus/ui';
import { useState } from 'react';
import { berhasil, usePengguna } from '../bersama/konteks';
import { FormTugas } from './FormTugas';
import { hrefTugasKelas, peranTugas } from './tautan';

/**
 * The assignments of a meeting (issue 24; spec 2 'Assignments'): everyone of the class opens
 * them (a student sees their own submission's status); the class's teachers and operators with
 * write add, change and delete them (kelolaTugas), operators picking the meeting in the form.
 */
export function PanelTugas({ pertemuan, kelola }: { pertemuan: Pertemuan; kelola: boolean }) {
  const { role, hak, timeZone } = usePengguna();
  const { waktu } = useWaktuServer();
  const bisaKelola = kelola && boleh('kelolaTugas', { role, hakAkses: hak });
  const daftar = useDaftarTugas({ id_pertemuan: pertemuan.id, page: 1, per_page: 50 });
  const [form, setForm] = useState<{ mode: 'tambah' | 'ubah'; tugas?: Tugas } | null>(null);
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
        <FormTugas
          mode={form.mode}
          tugas={form.tugas ?? null}
          pertemuan={pertemuan}
          onTutup={() => setForm(null)}
        />
      ) : null}
    </>
  );
}
