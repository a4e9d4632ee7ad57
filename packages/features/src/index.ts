// Public API of @kampus/features: the app shell and one route set per spec area. The apps pick
// the areas and the menu of their role; everything else about a page lives in its area folder.

export { rutePengaturan } from './akun';
export * from './app';
export { ruteBankSoal } from './bank-soal';
export { ruteBantuan } from './bantuan';
export { ruteBeranda } from './beranda';
export { ruteForum } from './forum';
export { ruteKehadiranMahasiswa, ruteKehadiranStaf } from './kehadiran';
export {
  DaftarKelasHalaman,
  type DaftarKelasHalamanProps,
  ruteDaftarKelasMahasiswa,
  ruteDaftarKelasStaf,
  rutePerkuliahan,
} from './kelas';
export { ruteNilaiMahasiswa, ruteNilaiStaf } from './nilai';
export { rutePertemuan } from './pertemuan';
export { ruteTugas } from './tugas';
export { ruteUjianMahasiswa, ruteUjianStaf } from './ujian';
export { ruteVidcon } from './vidcon';
