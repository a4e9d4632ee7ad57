import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';
import { ruteKehadiranQrMahasiswa } from './qr/mahasiswa';

// The student's attendance routes in a module of their own: the staff app never imports it, so
// its build has no chunk of a page only students open (and the reverse in staf.ts).

const remahKehadiran = { label: 'Kehadiran', href: '/kehadiran' };

/** The student's attendance (spec 2 'Routes'): their classes, then a class's recap. */
export const ruteKehadiranMahasiswa: HalamanDef[] = [
  // Before /kehadiran/:id: what a meeting's QR code opens.
  ruteKehadiranQrMahasiswa,
  {
    path: '/kehadiran',
    judul: 'Kehadiran',
    komponen: lazyHalaman(() => import('./KehadiranHalaman')),
  },
  {
    path: '/kehadiran/:id',
    judul: 'Rekap Kehadiran',
    breadcrumb: (p) => [remahKehadiran, { jenis: 'kelas', id: p.id }],
    komponen: lazyHalaman<{ params: { id?: string } }>(() => import('./RekapKehadiranHalaman')),
  },
];
