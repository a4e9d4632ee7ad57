import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { DaftarKehadiranPeserta } from './DaftarKehadiranPeserta';

/** /kehadiran-peserta: the operators' attendance list of every meeting (spec 2). */
export default function KehadiranPesertaHalaman() {
  return (
    <div className={styles.halaman}>
      <Judul judul="Kehadiran Peserta" subjudul="Kehadiran peserta per pertemuan." />
      <DaftarKehadiranPeserta jenis="operator" />
    </div>
  );
}
