// The exam module's front door: its routes, its workers' start, the exam access other areas
// check (the exam page's event stream), and the exam side of copying questions with banks.

export { ujianDenganAkses } from './akses';
export { mulaiKerjaUjian } from './kerja';
export { kelompokApi, kelompokDanSoal } from './queries';
export { ujianRoutes } from './routes';
export type { IsiJawaban } from './schema';
export { mataKuliahUjian, soalUjianKelolaan, ujianKelolaanMataKuliah } from './sumberBank';
export { kelompokUjian } from './ujian/queries';
