// The chat module's front door: its routes (registered in app.ts) and the guard registry the
// content areas answer through (an exam's or an assignment's thread: whose it is).

// The exam's guard registers itself (comments on exam work).
import './penjagaUjian';

export {
  aksesUtas,
  daftarkanPenjagaUtas,
  type HakUtas,
  type PenjagaUtas,
  type SasaranUtas,
} from './penjaga';
export { chatRoutes } from './routes';
