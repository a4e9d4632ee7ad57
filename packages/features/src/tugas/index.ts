import type { Pertemuan } from '@kampus/api';
import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';
import { remahKelasKuliah } from '../bersama/remah';

export { hrefRekapNilai, hrefTugas, hrefTugasKelas } from './tautan';

const halamanTugas = lazyHalaman(() => import('./TugasHalaman'));

/**
 * An assignment's page in both apps (spec 2 'Routes'): /tugas/{id}, and inside its class
 * /kelas/{id}/tugas/{activityId} (?tab=submission&ref=nilai from the grade recap); /tugas lists
 * the user's assignments across their classes.
 */
export const ruteTugas: HalamanDef[] = [
  { path: '/tugas', judul: 'Tugas', komponen: lazyHalaman(() => import('./DaftarTugasHalaman')) },
  {
    path: '/kelas/:id/tugas/:idTugas',
    judul: 'Tugas',
    breadcrumb: (p) => [
      remahKelasKuliah,
      { jenis: 'kelas', id: p.id, tautan: true },
      { label: 'Tugas' },
    ],
    komponen: halamanTugas,
  },
  { path: '/tugas/:id', judul: 'Tugas', komponen: halamanTugas },
];

/** A meeting's assignments, below its forums: a chunk of its own, loaded with the meeting page. */
export const PanelTugas = lazyHalaman<{ pertemuan: Pertemuan; kelola: boolean }>(() =>
  import('./PanelTugas').then((m) => ({ default: m.PanelTugas })),
);
