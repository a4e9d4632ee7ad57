import type { Pertemuan } from '@kampus/api';
import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

/** /vidcon: the user's vidcons across their classes, in both apps (spec 2 'Routes'). */
export const ruteVidcon: HalamanDef = {
  path: '/vidcon',
  judul: 'Vidcon',
  komponen: lazyHalaman(() => import('./VidconHalaman')),
};

/** A meeting's vidcons, below its exams: a chunk of its own, loaded with the meeting page. */
export const PanelVidcon = lazyHalaman<{ pertemuan: Pertemuan; kelola: boolean }>(() =>
  import('./PanelVidcon').then((m) => ({ default: m.PanelVidcon })),
);
