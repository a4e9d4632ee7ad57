// The kehadiran-dosen module's front door: its routes (registered in app.ts) and the lecturer
// attendance the BAP reports.

export { kehadiranDosenRows as kehadiranDosenUntukBap } from './queries';
export { kehadiranDosenRoutes } from './routes';
