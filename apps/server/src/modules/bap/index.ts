export { bapRoutes } from './routes';
