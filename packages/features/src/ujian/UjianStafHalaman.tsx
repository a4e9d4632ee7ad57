import { useUjian } from '@kampus/api';
import { boleh } from '@kampus/domain';
import { SoalUjianEditor, Tab, TabList, TabPanel, Tabs } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ParamsHalaman } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { idDariParam, usePengguna } from '../bersama/konteks';
import { useUnggahBerkasSoal } from '../soal';
import { useAksiSoalUjian } from './aksiSoal';
import { hrefUjianStaf } from './tautan';

type TabUjian = 'soal' | 'hasil';

// 'Soal Mata Kuliah' (the course's bank questions into a group): loaded when first opened.
const SalinSoalMataKuliah = lazyHalaman<{
  idUjian: string;
  idKelompok: string;
  idMataKuliah: string;
  tujuan: string;
  onTutup: () => void;
}>(() => import('./SalinSoalMataKuliah'));

// The results (tables, statistics) are a chunk of their own, loaded when the tab opens.
const PanelHasilUjian = lazyHalaman<{
  idKelas: string;
  id: string;
  isTampilkanNilai: boolean;
  bolehNilai: boolean;
}>(() => import('./PanelHasilUjian'));

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
  const aksiSoal = useAksiSoalUjian(id);
  const unggahBerkasSoal = useUnggahBerkasSoal();
  const [salinKe, setSalinKe] = useState<string | null>(null);
  const kelompokSalin = ujian.data?.kelompok_soal?.find((k) => k.id === salinKe);

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
              {...aksiSoal}
              onUnggahBerkas={unggahBerkasSoal}
              onSalinSoalMataKuliah={bolehUbah ? setSalinKe : undefined}
            />
          ) : null}
          <Suspense fallback={null}>
            {ujian.data && kelompokSalin ? (
              <SalinSoalMataKuliah
                idUjian={id}
                idKelompok={kelompokSalin.id}
                idMataKuliah={ujian.data.kelas_kuliah.mata_kuliah.id}
                tujuan={`Salin ke Kelompok ${kelompokSalin.nomor}${kelompokSalin.judul.trim() ? `: ${kelompokSalin.judul.trim()}` : ''}`}
                onTutup={() => setSalinKe(null)}
              />
            ) : null}
          </Suspense>
        </TabPanel>
        <TabPanel id="hasil">
          <Suspense fallback={null}>
            <PanelHasilUjian
              idKelas={idKelas}
              id={id}
              isTampilkanNilai={ujian.data?.is_tampilkan_nilai ?? false}
              bolehNilai={bolehNilai}
            />
          </Suspense>
        </TabPanel>
      </Tabs>
    </div>
  );
}
