// The kehadiran module's front door: student attendance routes (registered in app.ts), its
// worker, and the engine the seed backfills with. Importing it registers the attendance
// observer of the activity events (hitung.ts).

export {
  hitungUlangPertemuan,
  matikanPengamatKehadiran,
  perbaruiKehadiranPeserta,
} from './hitung';
export { mulaiKerjaKehadiran, pasangKerjaKehadiran } from './kerja';
export { susunRekap } from './rekap';
export { kehadiranRoutes } from './routes';
