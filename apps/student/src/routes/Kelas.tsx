import { DaftarKelasHalaman } from '@kampus/ui';

/** /kelas: the classes the student takes this period. */
export default function Kelas() {
  return (
    <DaftarKelasHalaman
      judul="Kelas Kuliah"
      subjudul="Kelas yang Anda ikuti pada periode berjalan."
    />
  );
}
