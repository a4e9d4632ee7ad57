export { daftarkanPenghitungAktivitas, daftarPertemuan, pertemuanById } from './queries';
export { type RingkasanKehadiran, ringkasanKehadiran } from './ringkasan';
export { pertemuanRoutes } from './routes';
