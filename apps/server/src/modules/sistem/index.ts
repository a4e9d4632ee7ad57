export { getKonfigurasi, getPengaturan, getPerguruanTinggi } from './queries';
export { sistemRoutes } from './routes';
