export { catatAktivitas } from './queries';
export { logAktivitasRoutes } from './routes';
