export { daftarkanPenghitungAktivitas, daftarPertemuan, pertemuanById } from './queries';
export { pertemuanRoutes } from './routes';
