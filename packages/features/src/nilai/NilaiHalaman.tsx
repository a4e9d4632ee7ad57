import { DaftarKelasHalaman } from '../kelas';

/** /nilai: choose a class to see its grades. */
export default function NilaiHalaman() {
  return (
    <DaftarKelasHalaman
      judul="Nilai"
      subjudul="Pilih kelas untuk melihat nilai aktivitas Anda."
      hrefKelas={(k) => `/nilai/${encodeURIComponent(k.id)}`}
    />
  );
}
