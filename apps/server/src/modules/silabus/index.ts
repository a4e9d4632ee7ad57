export { silabusRoutes } from './routes';
