import { DaftarKelasHalaman } from '@kampus/ui';

/** /nilai: choose a class to see its grades. */
export default function Nilai() {
  return (
    <DaftarKelasHalaman judul="Nilai" subjudul="Pilih kelas untuk melihat nilai aktivitas Anda." />
  );
}
