export { catatAktivitas } from './queries';
