import {
  saveFile,
  useDaftarPengerjaan,
  useKelolaSoalUjian,
  usePenilaianUjian,
  usePerhitunganNilai,
  useStatistikJawaban,
  useTanpaPengerjaan,
  useUjian,
} from '@kampus/api';
import { boleh } from '@kampus/domain';
import { HasilUjianView, SoalUjianEditor, Tab, TabList, TabPanel, Tabs } from '@kampus/ui';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ParamsHalaman } from '../app';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { berhasil, idDariParam, usePengguna } from '../bersama/konteks';
import { hrefDetailPengerjaan, hrefUjianStaf } from './tautan';

type TabUjian = 'soal' | 'hasil';

/**
 * /kelas/{id}/ujian/{activityId}: the exam's questions (editor and preview) and its results
 * (spec 2 'Exam results screens', ?tab=hasil): work list, students without work, answer
 * statistics, publishing, Excel export and reset.
 */
export default function UjianStafHalaman({ params }: { params: ParamsHalaman }) {
  const idKelas = idDariParam(params.id);
  const id = idDariParam(params.idUjian);
  const [, navigate] = useLocation();
  const search = useSearch();
  const tab: TabUjian = new URLSearchParams(search).get('tab') === 'hasil' ? 'hasil' : 'soal';
  const { role, hak } = usePengguna();
  const bolehUbah = boleh('kelolaUjian', { role, hakAkses: hak });
  const bolehNilai = boleh('nilaiUjian', { role, hakAkses: hak });
  const ujian = useUjian(id);
  const kelola = useKelolaSoalUjian(id);

  return (
    <div className={styles.halaman}>
      <Judul
        judul={ujian.data?.judul ?? 'Kuis/Ujian'}
        subjudul={
          ujian.data
            ? `${ujian.data.kelas_kuliah.mata_kuliah.nama} · Pertemuan ${ujian.data.pertemuan.nomor}`
            : undefined
        }
      />
      <Tabs
        selectedKey={tab}
        onSelectionChange={(k) =>
          navigate(`${hrefUjianStaf(idKelas, id)}${k === 'hasil' ? '?tab=hasil' : ''}`, {
            replace: true,
          })
        }
      >
        <TabList aria-label="Kuis/Ujian">
          <Tab id="soal">Soal</Tab>
          <Tab id="hasil">Hasil</Tab>
        </TabList>
        <TabPanel id="soal">
          {ujian.data ? (
            <SoalUjianEditor
              ujian={ujian.data}
              bolehUbah={bolehUbah}
              onTambahKelompok={(body) => kelola.tambahKelompok.mutateAsync(body)}
              onUbahKelompok={(idKelompok, body) =>
                kelola.ubahKelompok.mutateAsync({ idKelompok, body })
              }
              onHapusKelompok={(idKelompok) => kelola.hapusKelompok.mutateAsync(idKelompok)}
              onTambahSoal={(idKelompok, body) =>
                kelola.tambahSoal.mutateAsync({ idKelompok, body })
              }
              onUbahSoal={(idKelompok, idSoal, body) =>
                kelola.ubahSoal.mutateAsync({ idKelompok, idSoal, body })
              }
              onHapusSoal={(idKelompok, idSoal) =>
                kelola.hapusSoal.mutateAsync({ idKelompok, idSoal })
              }
            />
          ) : null}
        </TabPanel>
        <TabPanel id="hasil">
          <PanelHasil
            idKelas={idKelas}
            id={id}
            isTampilkanNilai={ujian.data?.is_tampilkan_nilai ?? false}
            bolehNilai={bolehNilai}
          />
        </TabPanel>
      </Tabs>
    </div>
  );
}

/** The results tab: each list keeps its own page and search. */
function PanelHasil({
  idKelas,
  id,
  isTampilkanNilai,
  bolehNilai,
}: {
  idKelas: string;
  id: string;
  isTampilkanNilai: boolean;
  bolehNilai: boolean;
}) {
  const { timeZone } = usePengguna();
  const [qKerja, setQKerja] = useState({ page: 1, per_page: 10, search: '' });
  const [qTanpa, setQTanpa] = useState({ page: 1, per_page: 10, search: '' });
  const kerja = useDaftarPengerjaan(id, qKerja);
  const tanpa = useTanpaPengerjaan(id, qTanpa);
  const statistik = useStatistikJawaban(id);
  const perhitungan = usePerhitunganNilai(id);
  const nilai = usePenilaianUjian(id);
  return (
    <HasilUjianView
      pengerjaan={{
        data: kerja.data?.data ?? [],
        total: kerja.data?.meta.total_items ?? 0,
        page: qKerja.page,
        pageSize: qKerja.per_page,
        onPageChange: (k) => setQKerja((q) => ({ ...q, page: k.page, per_page: k.pageSize })),
        onSearch: (search) => setQKerja((q) => ({ ...q, search, page: 1 })),
        isLoading: kerja.isPending,
        isError: kerja.isError,
        onRetry: () => void kerja.refetch(),
      }}
      belumMengerjakan={{
        data: tanpa.data?.data ?? [],
        total: tanpa.data?.meta.total_items ?? 0,
        page: qTanpa.page,
        pageSize: qTanpa.per_page,
        onPageChange: (k) => setQTanpa((q) => ({ ...q, page: k.page, per_page: k.pageSize })),
        onSearch: (search) => setQTanpa((q) => ({ ...q, search, page: 1 })),
        isLoading: tanpa.isPending,
        isError: tanpa.isError,
        onRetry: () => void tanpa.refetch(),
      }}
      statistik={{
        data: statistik.data ?? [],
        isLoading: statistik.isPending,
        isError: statistik.isError,
        onRetry: () => void statistik.refetch(),
      }}
      isTampilkanNilai={isTampilkanNilai}
      bolehUbah={bolehNilai}
      onPublish={(tampil) =>
        nilai.publish.mutate(tampil, {
          onSuccess: () => berhasil(tampil ? 'Berhasil publish nilai' : 'Berhasil unpublish nilai'),
        })
      }
      isPublishPending={nilai.publish.isPending}
      onEkspor={() =>
        nilai.ekspor.mutate(undefined, {
          onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
        })
      }
      isEksporPending={nilai.ekspor.isPending}
      timeZone={timeZone}
      perhitungan={perhitungan.data?.status ?? 'COMPLETED'}
      hrefDetail={(b) => hrefDetailPengerjaan(idKelas, id, b.id)}
      onReset={async (b) => {
        await nilai.reset.mutateAsync(b.id);
        berhasil('Berhasil reset pengerjaan dari mahasiswa');
      }}
    />
  );
}
