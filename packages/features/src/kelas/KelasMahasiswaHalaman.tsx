import { Button } from '@kampus/ui';
import { DaftarKelasHalaman } from './DaftarKelasHalaman';

/** /kelas: the classes the student takes this period, with the way to the weekly timetable. */
export default function KelasMahasiswaHalaman() {
  return (
    <DaftarKelasHalaman
      judul="Kelas Kuliah"
      subjudul="Kelas yang Anda ikuti pada periode berjalan."
      aksi={
        <Button href="/jadwal" variant="secondary">
          Jadwal Mingguan
        </Button>
      }
    />
  );
}
