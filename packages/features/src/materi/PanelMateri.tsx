import {
  type Materi,
  type Pertemuan,
  saveFile,
  useDaftarPertemuan,
  useHapusMateri,
  useMateriPertemuan,
  useMateriSalin,
  usePengaturan,
  usePresensiMateri,
  useSalinMateri,
  useSimpanMateri,
  waktuServer,
} from '@kampus/api';
import { boleh, bolehPilihPertemuanDiForm, SYARAT_KEHADIRAN_DEFAULT } from '@kampus/domain';
import type { MateriFormModalProps } from '@kampus/ui';
import { DataMateriBoard, MateriViewer } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import { berhasil, usePengguna } from '../bersama/konteks';

// The form carries the Markdown editor: loaded when a lecturer first opens it.
const MateriFormModal = lazyHalaman<MateriFormModalProps>(() =>
  import('@kampus/ui/views/materi/MateriFormModal').then((m) => ({ default: m.MateriFormModal })),
);

/** Saves a stored file under its own name (the server sends content-disposition). */
function unduhBerkas(m: Materi) {
  const url = m.file?.url ?? m.file_url;
  if (!url || m.tipe_file === 'url') return;
  saveFile(url, m.file?.nama ?? '');
}

/**
 * Data Materi of a meeting (spec 2 'Materials'): the board, the form for the class's teachers and
 * operators with write, the viewer, and the student's presence events.
 */
export function PanelMateri({ pertemuan, kelola }: { pertemuan: Pertemuan; kelola: boolean }) {
  const { role, hak, timeZone } = usePengguna();
  const [page, setPage] = useState(1);
  const materi = useMateriPertemuan(pertemuan.id, page);
  const pengaturan = usePengaturan().data?.pengaturan_kelas;
  const syarat = pengaturan?.syarat_kehadiran_online_mahasiswa ?? SYARAT_KEHADIRAN_DEFAULT;
  const [form, setForm] = useState<{ mode: 'tambah' | 'ubah'; materi?: Materi } | null>(null);
  const [dibuka, setDibuka] = useState<Materi | null>(null);
  const [salinQuery, setSalinQuery] = useState({ search: '', page: 1 });
  const salin = useMateriSalin(
    {
      search: salinQuery.search,
      page: salinQuery.page,
      exclude_id_kelas_kuliah: pertemuan.id_kelas_kuliah,
      // Copies come from other classes of the same course (the server refuses the rest).
      id_mata_kuliah: pertemuan.kelas_kuliah.mata_kuliah.id,
    },
    form?.mode === 'tambah',
  );
  // Operators pick the meeting (spec 6); lecturers get it from the page.
  const pilihPertemuan = bolehPilihPertemuanDiForm(role);
  const opsiPertemuan = useDaftarPertemuan(
    { id_kelas_kuliah: pertemuan.id_kelas_kuliah, per_page: 100 },
    pilihPertemuan && form !== null,
  );
  const simpan = useSimpanMateri();
  const hapus = useHapusMateri();
  const salinMateri = useSalinMateri();
  const presensi = usePresensiMateri();
  const mahasiswa = boleh('presensiMateri', { role, hakAkses: hak });
  const mode = mahasiswa ? 'mahasiswa' : 'pengajar';
  // The open material follows the list, so a recorded presence shows in the viewer too.
  const materiDibuka = dibuka
    ? (materi.data?.data.find((m) => m.id === dibuka.id) ?? dibuka)
    : null;

  const catat = (m: Materi, aksi: 'buka' | 'baca' | 'putar' | 'unduh', persen?: number) =>
    mahasiswa
      ? presensi.mutateAsync({ id: m.id, body: persen === undefined ? { aksi } : { aksi, persen } })
      : Promise.resolve(null);

  const unduh = (m: Materi) => {
    unduhBerkas(m);
    if (mahasiswa) void catat(m, 'unduh').catch(() => {});
  };

  return (
    <>
      <DataMateriBoard
        materi={materi.data?.data ?? []}
        total={materi.data?.meta.total_items ?? 0}
        page={page}
        onPageChange={setPage}
        isLoading={materi.isPending}
        isError={materi.isError}
        onRetry={() => void materi.refetch()}
        mode={mode}
        timeZone={timeZone}
        syarat={syarat}
        sekarang={waktuServer() ?? Date.now()}
        onAdd={kelola ? () => setForm({ mode: 'tambah' }) : undefined}
        onOpen={(m) => setDibuka(m)}
        onDownload={unduh}
        onEdit={kelola ? (m) => setForm({ mode: 'ubah', materi: m }) : undefined}
        onDelete={
          kelola
            ? async (m) => {
                await hapus.mutateAsync(m.id);
                berhasil('Berhasil menghapus materi');
              }
            : undefined
        }
      />
      <MateriViewer
        materi={materiDibuka}
        isOpen={materiDibuka !== null}
        onOpenChange={(open) => !open && setDibuka(null)}
        mode={mode}
        syarat={syarat}
        sekarang={waktuServer() ?? Date.now()}
        onPresensi={
          mahasiswa && materiDibuka
            ? (aksi) => catat(materiDibuka, aksi.aksi, aksi.persen)
            : undefined
        }
      />
      {form ? (
        <Suspense fallback={null}>
          <MateriFormModal
            isOpen
            onOpenChange={(open) => !open && setForm(null)}
            mode={form.mode}
            materi={form.materi ?? null}
            pertemuan={pertemuan}
            opsiPertemuan={pilihPertemuan ? (opsiPertemuan.data?.data ?? [pertemuan]) : undefined}
            timeZone={timeZone}
            sekarang={new Date(waktuServer() ?? Date.now()).toISOString()}
            batasUnggahMb={pengaturan?.batas_ukuran_unggah_mb}
            onSubmit={async (payload, berkas, onProgress) => {
              await simpan.mutateAsync({
                id: form.materi?.id,
                field: { ...payload, id_pertemuan: payload.id_pertemuan ?? pertemuan.id },
                berkas,
                onProgress,
              });
              berhasil(
                form.mode === 'tambah' ? 'Berhasil menambah materi' : 'Berhasil mengubah materi',
              );
              setForm(null);
            }}
            salin={{
              materi: salin.data?.data ?? [],
              total: salin.data?.meta.total_items ?? 0,
              page: salinQuery.page,
              onPageChange: (p) => setSalinQuery((q) => ({ ...q, page: p })),
              search: salinQuery.search,
              onSearchChange: (search) => setSalinQuery({ search, page: 1 }),
              isLoading: salin.isPending,
              isError: salin.isError,
            }}
            onSalin={async (payload) => {
              await salinMateri.mutateAsync({
                ...payload,
                id_pertemuan: payload.id_pertemuan ?? pertemuan.id,
              });
              berhasil('Berhasil menyalin materi');
              setForm(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
