import {
  type Forum,
  type Pertemuan,
  useDaftarForum,
  useDaftarPertemuan,
  useHapusForum,
  useSimpanForum,
} from '@kampus/api';
import { boleh, bolehPilihPertemuanDiForm } from '@kampus/domain';
import type { ForumFormModalProps } from '@kampus/ui';
import { ForumPanel } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import { berhasil, usePengguna } from '../bersama/konteks';
import { peranForum } from './tautan';

// The form carries the rich-text editor: loaded when a lecturer first opens it.
const ForumFormModal = lazyHalaman<ForumFormModalProps>(() =>
  import('@kampus/ui/views/forum/ForumFormModal').then((m) => ({ default: m.ForumFormModal })),
);

/**
 * The forums of a meeting (spec 2 'Forum'): everyone of the class opens them (students from
 * their start); the class's teachers and operators with write add, change and delete them.
 */
export function PanelForum({ pertemuan, kelola }: { pertemuan: Pertemuan; kelola: boolean }) {
  const { role, hak, timeZone } = usePengguna();
  const aktor = { role, hakAkses: hak };
  const bisaKelola = kelola && boleh('kelolaForum', aktor);
  const pilihPertemuan = bolehPilihPertemuanDiForm(role);
  const daftar = useDaftarForum({ id_pertemuan: pertemuan.id, page: 1, per_page: 50 });
  const [form, setForm] = useState<{ mode: 'tambah' | 'ubah'; forum?: Forum } | null>(null);
  const opsiPertemuan = useDaftarPertemuan(
    { id_kelas_kuliah: pertemuan.id_kelas_kuliah, per_page: 100 },
    pilihPertemuan && form !== null,
  );
  const simpan = useSimpanForum();
  const hapus = useHapusForum();

  return (
    <>
      <ForumPanel
        forum={daftar.data?.data ?? []}
        peran={peranForum(role)}
        isLoading={daftar.isPending}
        isError={daftar.isError}
        onRetry={() => void daftar.refetch()}
        timeZone={timeZone}
        headingLevel={3}
        onTambah={bisaKelola ? () => setForm({ mode: 'tambah' }) : undefined}
        onUbah={bisaKelola ? (f) => setForm({ mode: 'ubah', forum: f }) : undefined}
        onHapus={
          bisaKelola
            ? async (f) => {
                await hapus.mutateAsync(f.id);
                berhasil('Berhasil menghapus forum');
              }
            : undefined
        }
      />
      {form ? (
        <Suspense fallback={null}>
          <ForumFormModal
            isOpen
            onOpenChange={(open) => {
              if (!open) {
                setForm(null);
                simpan.reset();
              }
            }}
            mode={form.mode}
            forum={form.forum ?? null}
            pertemuan={pertemuan}
            opsiPertemuan={pilihPertemuan ? (opsiPertemuan.data?.data ?? [pertemuan]) : undefined}
            timeZone={timeZone}
            isPending={simpan.isPending}
            galat={simpan.error?.message ?? null}
            onSubmit={async (payload) => {
              await simpan.mutateAsync({
                id: form.forum?.id,
                body: { ...payload, id_pertemuan: payload.id_pertemuan ?? pertemuan.id },
              });
              berhasil(
                form.mode === 'tambah' ? 'Berhasil menambah forum' : 'Berhasil mengubah forum',
              );
              setForm(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
