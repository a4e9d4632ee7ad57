export { referensiRoutes } from './routes';
