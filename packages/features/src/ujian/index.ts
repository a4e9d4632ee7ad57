import type { Pertemuan } from '@kampus/api';
import { lazyHalaman } from '../app/lazyHalaman';

// Each role's exam pages live in a module of their own: the other app never imports them, so its
// build has no chunk of a page that role cannot open.
export { ruteUjianMahasiswa } from './mahasiswa';
export { ruteUjianStaf } from './staf';

/** A meeting's exams, below its materials: a chunk of its own, loaded with the meeting page. */
export const PanelUjian = lazyHalaman<{ pertemuan: Pertemuan; kelola: boolean }>(() =>
  import('./PanelUjian').then((m) => ({ default: m.PanelUjian })),
);
