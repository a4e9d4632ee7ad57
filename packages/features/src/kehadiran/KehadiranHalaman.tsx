import { DaftarKelasHalaman } from '../kelas';

/** /kehadiran: choose a class to see its attendance. */
export default function KehadiranHalaman() {
  return (
    <DaftarKelasHalaman
      judul="Kehadiran"
      subjudul="Pilih kelas untuk melihat kehadiran Anda per pertemuan."
    />
  );
}
