// The tugas module's front door: its routes (registered in app.ts), whether a caller may use a
// submission's comment thread (for the chat module), and the assignments of the BAP.

// The submissions' comment threads: this area's guard registers itself with the chat module.
import './penjagaUtas';

export { aksesUtasTugas } from './akses';
export { tugasUntukBap } from './queries';
export { tugasRoutes } from './routes';
