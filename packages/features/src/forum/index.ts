import type { Pertemuan } from '@kampus/api';
import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

/** /forum (spec 2): every class's forums, and one forum's discussion from its link. */
export const ruteForum: HalamanDef = {
  path: '/forum',
  judul: 'Forum',
  komponen: lazyHalaman(() => import('./ForumHalaman')),
};

/** A meeting's forums, below its exams: a chunk of its own, loaded with the meeting page. */
export const PanelForum = lazyHalaman<{ pertemuan: Pertemuan; kelola: boolean }>(() =>
  import('./PanelForum').then((m) => ({ default: m.PanelForum })),
);
