export { getPengaturan, getPerguruanTinggi } from './queries';
export { sistemRoutes } from './routes';
