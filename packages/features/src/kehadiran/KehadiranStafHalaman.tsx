import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { usePengguna } from '../bersama/konteks';
import { DaftarKehadiranPeserta } from './DaftarKehadiranPeserta';

/**
 * /kehadiran of the staff app: the participants' attendance of each meeting of the lecturer's
 * classes (an operator's of every class they may read).
 */
export default function KehadiranStafHalaman() {
  const { role } = usePengguna();
  return (
    <div className={styles.halaman}>
      <Judul judul="Kehadiran" subjudul="Kehadiran peserta per pertemuan kelas kuliah Anda." />
      <DaftarKehadiranPeserta jenis={role === 'operator' ? 'operator' : 'dosen'} />
    </div>
  );
}
