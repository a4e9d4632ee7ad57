import { DaftarKelasHalaman } from '@kampus/ui';

/** /kehadiran: choose a class to see its attendance. */
export default function Kehadiran() {
  return (
    <DaftarKelasHalaman
      judul="Kehadiran"
      subjudul="Pilih kelas untuk melihat kehadiran Anda per pertemuan."
    />
  );
}
