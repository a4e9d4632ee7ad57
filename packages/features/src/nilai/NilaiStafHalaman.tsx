import { DaftarKelasHalaman } from '../kelas';

/** /nilai (staff): the classes of the running period, each opening its grade recap. */
export default function NilaiStafHalaman() {
  return (
    <DaftarKelasHalaman
      judul="Nilai"
      subjudul="Pilih kelas untuk melihat rekap nilai kelas."
      hrefKelas={(k) => `/nilai/${encodeURIComponent(k.id)}`}
    />
  );
}
