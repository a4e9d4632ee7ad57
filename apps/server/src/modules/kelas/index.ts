export { aksesBacaKelas, aksesKelas, wajibPengajarUtama } from './akses';
export { lingkupKelas, satuKelas } from './queries';
export { kelasRoutes } from './routes';
