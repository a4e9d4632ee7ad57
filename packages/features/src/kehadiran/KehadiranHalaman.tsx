import { DaftarKelasHalaman } from '../kelas';
import { hrefRekapKehadiran } from './tautan';

/** /kehadiran (student): choose a class to see its attendance recap. */
export default function KehadiranHalaman() {
  return (
    <DaftarKelasHalaman
      judul="Kehadiran"
      subjudul="Pilih kelas untuk melihat kehadiran Anda per pertemuan."
      hrefKelas={(k) => hrefRekapKehadiran(k.id)}
    />
  );
}
