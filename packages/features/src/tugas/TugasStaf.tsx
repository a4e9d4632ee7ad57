import {
  type SasaranPercakapan,
  type Tugas,
  useDaftarPengumpulan,
  useHapusTugas,
  useNilaiPengumpulan,
  useUnduhPengumpulan,
} from '@kampus/api';
import { boleh } from '@kampus/domain';
import type { NilaiPengumpulanModalProps } from '@kampus/ui';
import {
  type BarisPengumpulanView,
  ConfirmDialog,
  DaftarPengumpulanView,
  MonitoringTugasCard,
  type StatusDaftarPengumpulan,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@kampus/ui';
import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { lazyHalaman } from '../app/lazyHalaman';
import { berhasil, hrefKelas, usePengguna } from '../bersama/konteks';
import type { FormTugasProps } from './FormTugas';
import type { PercakapanTugasModalProps } from './PercakapanTugasModal';

// The groups, the grading form and the chat modal are chunks of their own, loaded when shown.
const KelompokStaf = lazyHalaman<{ tugas: Tugas }>(() =>
  import('./KelompokStaf').then((m) => ({ default: m.KelompokStaf })),
);
const NilaiPengumpulanModal = lazyHalaman<NilaiPengumpulanModalProps>(() =>
  import('@kampus/ui/views/tugas/NilaiPengumpulanModal').then((m) => ({
    default: m.NilaiPengumpulanModal,
  })),
);
const PercakapanTugasModal = lazyHalaman<PercakapanTugasModalProps>(
  () => import('./PercakapanTugasModal'),
);
const FormTugas = lazyHalaman<FormTugasProps>(() =>
  import('./FormTugas').then((m) => ({ default: m.FormTugas })),
);

export type TabTugas = 'detail' | 'submission';

const PER_HALAMAN = 10;

/** Whose a row is: the group's name, or the student's. */
const namaBaris = (b: BarisPengumpulanView) => b.kelompok?.nama ?? b.mahasiswa?.nama ?? '-';

/** The thread of a row's submission: its group's, or its student's. */
export function sasaranBaris(tugas: Tugas, b: BarisPengumpulanView): SasaranPercakapan | null {
  if (b.kelompok) {
    return { jenis: 'tugas', idKonten: tugas.id, idKelompok: b.kelompok.id, nama: tugas.judul };
  }
  return b.mahasiswa
    ? { jenis: 'tugas', idKonten: tugas.id, idMahasiswa: b.mahasiswa.id, nama: tugas.judul }
    : null;
}

/**
 * The lecturers' and operators' part of an assignment: the monitoring card and (a group
 * assignment) its groups; the submissions tab ('?tab=submission') with the status filter,
 * grading (score and feedback), the ZIP of every file and each submission's comment thread.
 */
export function TugasStaf({ tugas, tab }: { tugas: Tugas; tab: TabTugas }) {
  const { role, hak, timeZone } = usePengguna();
  const aktor = { role, hakAkses: hak };
  const [lokasi, navigate] = useLocation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<StatusDaftarPengumpulan | null>(null);
  const [dinilai, setDinilai] = useState<BarisPengumpulanView | null>(null);
  const [dibahas, setDibahas] = useState<BarisPengumpulanView | null>(null);
  const [hapusTugas, setHapusTugas] = useState(false);
  const [ubahTugas, setUbahTugas] = useState(false);
  const daftar = useDaftarPengumpulan(
    tugas.id,
    { page, per_page: PER_HALAMAN, ...(status ? { status } : {}) },
    tab === 'submission',
  );
  const nilai = useNilaiPengumpulan(tugas.id);
  const unduh = useUnduhPengumpulan();
  const hapus = useHapusTugas();
  const sasaranDibahas = dibahas ? sasaranBaris(tugas, dibahas) : null;
  const bolehNilai = boleh('nilaiTugas', aktor);
  const bolehKelola = boleh('kelolaTugas', aktor);

  return (
    <>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(k) =>
          navigate(`${lokasi}${k === 'submission' ? '?tab=submission' : ''}`, { replace: true })
        }
      >
        <TabList aria-label="Tugas">
          <Tab id="detail">Monitoring</Tab>
          <Tab id="submission">Pengumpulan</Tab>
        </TabList>
        <TabPanel id="detail">
          <MonitoringTugasCard
            tugas={tugas}
            href={`${lokasi}?tab=submission`}
            timeZone={timeZone}
            onUbah={bolehKelola ? () => setUbahTugas(true) : undefined}
            onHapus={bolehKelola ? () => setHapusTugas(true) : undefined}
          />
          {tugas.jenis === 'kelompok' ? (
            <Suspense fallback={null}>
              <KelompokStaf tugas={tugas} />
            </Suspense>
          ) : null}
        </TabPanel>
        <TabPanel id="submission">
          <DaftarPengumpulanView
            data={daftar.data?.data ?? []}
            page={page}
            pageSize={PER_HALAMAN}
            total={daftar.data?.meta.total_items ?? 0}
            onPageChange={(k) => setPage(k.page)}
            status={status}
            onStatusChange={(s) => {
              setStatus(s);
              setPage(1);
            }}
            onNilai={bolehNilai ? setDinilai : undefined}
            onPercakapan={setDibahas}
            onUnduhSemua={() => unduh.mutate({ id: tugas.id, namaDefault: `${tugas.judul}.zip` })}
            isUnduhPending={unduh.isPending}
            timeZone={timeZone}
            isLoading={daftar.isPending}
            isError={daftar.isError}
            onRetry={() => void daftar.refetch()}
          />
        </TabPanel>
      </Tabs>
      <Suspense fallback={null}>
        {ubahTugas ? (
          <FormTugas mode="ubah" tugas={tugas} onTutup={() => setUbahTugas(false)} />
        ) : null}
        {dinilai?.pengumpulan ? (
          <NilaiPengumpulanModal
            isOpen
            onOpenChange={(open) => {
              if (!open) setDinilai(null);
            }}
            nama={namaBaris(dinilai)}
            pengumpulan={dinilai.pengumpulan}
            onSimpan={async (v) => {
              const idPengumpulan = dinilai.pengumpulan?.id ?? '';
              await nilai.mutateAsync({ idPengumpulan, body: v });
              berhasil('Berhasil update nilai');
              setDinilai(null);
            }}
          />
        ) : null}
        {sasaranDibahas && dibahas ? (
          <PercakapanTugasModal
            sasaran={sasaranDibahas}
            subjudul={namaBaris(dibahas)}
            onTutup={() => setDibahas(null)}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        isOpen={hapusTugas}
        onOpenChange={setHapusTugas}
        variant="batal-hapus"
        message="Anda yakin ingin menghapus tugas ini?"
        isPending={hapus.isPending}
        closeOnConfirm={false}
        onConfirm={() =>
          hapus.mutate(tugas.id, {
            onSuccess: () => {
              setHapusTugas(false);
              berhasil('Berhasil menghapus tugas');
              navigate(
                `${hrefKelas(tugas.id_kelas_kuliah)}/${encodeURIComponent(tugas.id_pertemuan)}`,
              );
            },
          })
        }
      />
    </>
  );
}
