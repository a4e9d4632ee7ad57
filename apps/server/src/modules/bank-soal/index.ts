export { bankSoalRoutes } from './routes';
