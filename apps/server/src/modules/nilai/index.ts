// The nilai module's front door: the grade recap routes (registered in app.ts), the recap
// itself (the SIKAD integration reads the scores it pushes from it: domain nilaiLmsDariRekap),
// and where the integration stores what SIKAD holds (update_by_sikad in the recap).

export { simpanNilaiSikad } from './queries';
export { susunRekapNilai } from './rekap';
export { nilaiRoutes } from './routes';
