export type { Aktor } from './aktor';
export { catatAktifTerakhir } from './queries';
export { authRoutes } from './routes';
export { issueAuthCode } from './tokens';
