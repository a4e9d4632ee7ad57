export { type AksesKelas, aksesBacaKelas, aksesKelas, wajibPengajarUtama } from './akses';
export {
  lingkupKelas,
  type SaringPertemuan,
  saringPertemuanKelas,
  satuKelas,
} from './queries';
export { kelasRoutes } from './routes';
