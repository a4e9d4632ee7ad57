import { Tab, TabList, TabPanel, Tabs } from '@kampus/ui';
import { useLocation, useSearch } from 'wouter';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { usePengguna } from '../bersama/konteks';
import { DaftarKehadiranDosen } from './DaftarKehadiranDosen';
import { DaftarKehadiranPeserta } from './DaftarKehadiranPeserta';

/**
 * /kehadiran of the staff app: the participants' attendance of each meeting of the user's
 * classes, and on '?tab=1' the lecturers' attendance (spec 2 'Attendance per meeting').
 */
export default function KehadiranStafHalaman() {
  const { role } = usePengguna();
  const [lokasi, navigate] = useLocation();
  const tab = new URLSearchParams(useSearch()).get('tab') === '1' ? 'dosen' : 'peserta';
  return (
    <div className={styles.halaman}>
      <Judul judul="Kehadiran" subjudul="Kehadiran peserta dan dosen per pertemuan." />
      <Tabs
        selectedKey={tab}
        onSelectionChange={(k) =>
          navigate(`${lokasi}${k === 'dosen' ? '?tab=1' : ''}`, { replace: true })
        }
      >
        <TabList aria-label="Kehadiran">
          <Tab id="peserta">Kehadiran Peserta</Tab>
          <Tab id="dosen">Kehadiran Dosen</Tab>
        </TabList>
        <TabPanel id="peserta">
          <DaftarKehadiranPeserta jenis={role === 'operator' ? 'operator' : 'dosen'} />
        </TabPanel>
        <TabPanel id="dosen">
          <DaftarKehadiranDosen />
        </TabPanel>
      </Tabs>
    </div>
  );
}
