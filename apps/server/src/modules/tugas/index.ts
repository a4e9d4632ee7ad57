// The tugas module's front door: its routes (registered in app.ts), and whether a caller may
// use a submission's comment thread (for the chat module).

export { aksesUtasTugas } from './akses';
export { tugasRoutes } from './routes';
