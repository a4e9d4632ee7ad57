export { mataKuliahKelas } from './queries';
export { materiRoutes } from './routes';
