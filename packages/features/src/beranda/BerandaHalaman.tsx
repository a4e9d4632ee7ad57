import { useDaftarKelasKuliah, useSemesterBerjalan } from '@kampus/api';
import { ClassHighlightGrid } from '@kampus/ui';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { kartuKelas } from '../bersama/kartuKelas';

/** /beranda: the user's classes of the running period as highlight cards (spec 2 'Home'). */
export default function BerandaHalaman() {
  const semester = useSemesterBerjalan();
  const periode = semester.data?.periode;
  const kelas = useDaftarKelasKuliah({ periode, per_page: 100 }, periode !== undefined);
  return (
    <div className={styles.halaman}>
      <Judul
        judul="Kelas Kuliah Semester Ini"
        subjudul={semester.data ? `Periode ${semester.data.nama}` : undefined}
      />
      <ClassHighlightGrid
        kelas={(kelas.data?.data ?? []).map(kartuKelas)}
        isLoading={semester.isPending || kelas.isPending}
      />
    </div>
  );
}
