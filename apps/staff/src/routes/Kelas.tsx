import { DaftarKelasHalaman } from '@kampus/ui';

/** /kelas: the classes a lecturer teaches, or every class for an operator. */
export default function Kelas() {
  return <DaftarKelasHalaman judul="Kelas Kuliah" subjudul="Kelas kuliah pada periode berjalan." />;
}
