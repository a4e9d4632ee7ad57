import {
  type FieldSimpanUjian,
  type Pertemuan,
  type Ujian,
  useDaftarPertemuan,
  useDaftarUjian,
  useHapusUjian,
  useMulaiPengerjaan,
  usePesertaKelas,
  useSalinUjian,
  useSimpanUjian,
  useUjianSalin,
  useWaktuServer,
} from '@kampus/api';
import { boleh, bolehPilihPertemuanDiForm } from '@kampus/domain';
import type { KonfirmasiUjianModalProps, UjianFormModalProps } from '@kampus/ui';
import { UjianPanel } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { lazyHalaman } from '../app/lazyHalaman';
import { berhasil, usePengguna } from '../bersama/konteks';
import { hrefHasilUjian, hrefSoalUjian, hrefUjianMahasiswa, hrefUjianStaf } from './tautan';

// The form carries the Markdown editor: loaded when a lecturer first opens it. The confirmation is
// a student's, once per exam: loaded when opened.
const UjianFormModal = lazyHalaman<UjianFormModalProps>(() =>
  import('@kampus/ui/views/ujian/UjianFormModal').then((m) => ({ default: m.UjianFormModal })),
);

const KonfirmasiUjianModal = lazyHalaman<KonfirmasiUjianModalProps>(() =>
  import('@kampus/ui/views/ujian/KonfirmasiUjianModal').then((m) => ({
    default: m.KonfirmasiUjianModal,
  })),
);

/**
 * The exams of a meeting (spec 2 'Exams'): students open the confirmation and start; the class's
 * teachers and operators with write add, copy, change and delete them and go to the results.
 */
export function PanelUjian({ pertemuan, kelola }: { pertemuan: Pertemuan; kelola: boolean }) {
  const { role, hak, timeZone } = usePengguna();
  const { waktu } = useWaktuServer();
  const [, navigate] = useLocation();
  const mahasiswa = boleh('kerjakanUjian', { role, hakAkses: hak });
  const pilihPertemuan = bolehPilihPertemuanDiForm(role);
  const idKelas = pertemuan.id_kelas_kuliah;
  const daftar = useDaftarUjian({ id_pertemuan: pertemuan.id, page: 1, per_page: 50 });
  const [konfirmasi, setKonfirmasi] = useState<Ujian | null>(null);
  const mulai = useMulaiPengerjaan();
  const [form, setForm] = useState<{ mode: 'tambah' | 'ubah'; ujian?: Ujian } | null>(null);
  const [salinQuery, setSalinQuery] = useState({ search: '', page: 1 });
  const salin = useUjianSalin(
    {
      search: salinQuery.search,
      page: salinQuery.page,
      per_page: 10,
      exclude_id_kelas_kuliah: idKelas,
      id_mata_kuliah: pertemuan.kelas_kuliah.mata_kuliah.id,
    },
    form?.mode === 'tambah',
  );
  const ujianKelas = useDaftarUjian(
    { id_kelas_kuliah: idKelas, page: 1, per_page: 200 },
    form !== null,
  );
  const peserta = usePesertaKelas(form !== null ? idKelas : null);
  const opsiPertemuan = useDaftarPertemuan(
    { id_kelas_kuliah: idKelas, per_page: 100 },
    pilihPertemuan && form !== null,
  );
  const simpan = useSimpanUjian();
  const salinUjian = useSalinUjian();
  const hapus = useHapusUjian();

  return (
    <>
      <UjianPanel
        ujian={daftar.data?.data ?? []}
        waktuServer={new Date(waktu ?? Date.now()).toISOString()}
        peran={mahasiswa ? 'mahasiswa' : 'staf'}
        isLoading={daftar.isPending}
        isError={daftar.isError}
        onRetry={() => void daftar.refetch()}
        timeZone={timeZone}
        headingLevel={3}
        onKerjakan={mahasiswa ? (u) => setKonfirmasi(u) : undefined}
        hrefUjian={
          mahasiswa ? (u) => hrefUjianMahasiswa(u.id) : (u) => hrefUjianStaf(idKelas, u.id)
        }
        hrefSoal={mahasiswa ? (u) => hrefSoalUjian(u.id) : undefined}
        hrefHasil={mahasiswa ? undefined : (u) => hrefHasilUjian(idKelas, u.id)}
        onTambah={kelola ? () => setForm({ mode: 'tambah' }) : undefined}
        onUbah={kelola ? (u) => setForm({ mode: 'ubah', ujian: u }) : undefined}
        onHapus={
          kelola
            ? async (u) => {
                await hapus.mutateAsync(u.id);
                berhasil('Berhasil menghapus kuis/ujian');
              }
            : undefined
        }
      />
      {mahasiswa && konfirmasi ? (
        <Suspense fallback={null}>
          <KonfirmasiUjianModal
            ujian={konfirmasi}
            isOpen={konfirmasi !== null}
            onOpenChange={(open) => {
              if (!open) {
                setKonfirmasi(null);
                mulai.reset();
              }
            }}
            timeZone={timeZone}
            isPending={mulai.isPending}
            galat={mulai.error?.message ?? null}
            onMulai={() => {
              if (!konfirmasi) return;
              const id = konfirmasi.id;
              mulai.mutate(id, { onSuccess: () => navigate(hrefSoalUjian(id)) });
            }}
          />
        </Suspense>
      ) : null}
      {form ? (
        <Suspense fallback={null}>
          <UjianFormModal
            isOpen
            onOpenChange={(open) => !open && setForm(null)}
            mode={form.mode}
            ujian={form.ujian ?? null}
            pertemuan={pertemuan}
            opsiPertemuan={pilihPertemuan ? (opsiPertemuan.data?.data ?? [pertemuan]) : undefined}
            ujianKelas={ujianKelas.data?.data ?? []}
            peserta={peserta.data ?? []}
            timeZone={timeZone}
            isPending={simpan.isPending || salinUjian.isPending}
            galat={(simpan.error ?? salinUjian.error)?.message ?? null}
            onSubmit={async (payload) => {
              const tersimpan = await simpan.mutateAsync({
                id: form.ujian?.id,
                body: {
                  ...(payload as FieldSimpanUjian),
                  id_pertemuan: payload.id_pertemuan ?? pertemuan.id,
                },
              });
              berhasil(
                form.mode === 'tambah'
                  ? 'Berhasil menambah kuis/ujian'
                  : 'Berhasil mengubah kuis/ujian',
              );
              setForm(null);
              // A new exam has no questions yet: it opens on its question editor.
              if (form.mode === 'tambah') navigate(hrefUjianStaf(idKelas, tersimpan.id));
            }}
            salin={{
              data: salin.data?.data ?? [],
              total: salin.data?.meta.total_items ?? 0,
              page: salinQuery.page,
              onPageChange: (page) => setSalinQuery((q) => ({ ...q, page })),
              onSearch: (search) => setSalinQuery({ search, page: 1 }),
              search: salinQuery.search,
              isLoading: salin.isPending,
              isError: salin.isError,
            }}
            onSalin={async (payload) => {
              await salinUjian.mutateAsync({
                ...payload,
                id_pertemuan: payload.id_pertemuan || pertemuan.id,
              });
              berhasil('Berhasil menyalin kuis/ujian');
              setForm(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
