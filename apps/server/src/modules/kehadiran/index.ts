// The kehadiran module's front door: student attendance routes (registered in app.ts), its
// worker, and the engine the seed backfills with. Importing it registers the attendance
// observer of the activity events (hitung.ts). The activity areas call kehadiranAktivitasBerubah
// when they add, remove or change what counts of a meeting's activity.

export { kehadiranAktivitasBerubah } from './aktivitasBerubah';
export { hitungUlangPertemuan, perbaruiKehadiranPeserta } from './hitung';
export { aturanKehadiranUjian, persenKehadiranMahasiswa, wajibLayakUjian } from './kelayakan';
export {
  antrekan as antrekanHitungKehadiran,
  mulaiKerjaKehadiran,
  pasangKerjaKehadiran,
} from './kerja';
export { susunRekap } from './rekap';
export { kehadiranRoutes } from './routes';
export {
  hentikanPemrosesKehadiran,
  pasangPemrosesKehadiran,
  prosesPeristiwaKehadiran,
  tuntasKehadiran,
} from './susulan';
