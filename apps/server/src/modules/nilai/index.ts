// The nilai module's front door: the grade recap routes (registered in app.ts) and the recap
// itself, for the SIKAD integration to read the scores it pushes.

export { susunRekapNilai } from './rekap';
export { nilaiRoutes } from './routes';
