export { eventsRoutes } from './routes';
