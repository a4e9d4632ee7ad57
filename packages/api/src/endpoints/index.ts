export { authEndpoints } from './auth';
export { bapEndpoints } from './bap';
export { kelasEndpoints } from './kelas';
export { materiEndpoints } from './materi';
export { pertemuanEndpoints } from './pertemuan';
export { referensiEndpoints } from './referensi';
export { silabusEndpoints } from './silabus';
export { sistemEndpoints } from './sistem';
