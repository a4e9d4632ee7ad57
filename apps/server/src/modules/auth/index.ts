export type { Aktor } from './aktor';
export { createRouteHooks } from './hooks';
export { hashPassword } from './password';
export { catatAktifTerakhir } from './queries';
export { authRoutes } from './routes';
export { issueAuthCode, issueRefreshToken, signAccessToken, type TokenSettings } from './tokens';
