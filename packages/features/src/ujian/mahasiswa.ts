import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

const remahUjian = { label: 'Kuis/Ujian', href: '/ujian' };

/** The student's exam pages (spec 2): the list, one exam, and taking it. */
export const ruteUjianMahasiswa: HalamanDef[] = [
  {
    path: '/ujian/:id/soal',
    judul: 'Pengerjaan Kuis/Ujian',
    breadcrumb: () => [remahUjian, { label: 'Pengerjaan' }],
    komponen: lazyHalaman(() => import('./PengerjaanHalaman')),
    // An expired session signs in again on the page: the answers wait on the device.
    masukDiTempat: true,
  },
  {
    path: '/ujian/:id',
    judul: 'Kuis/Ujian',
    breadcrumb: () => [remahUjian, { label: 'Detail' }],
    komponen: lazyHalaman(() => import('./UjianHalaman')),
  },
  {
    path: '/ujian',
    judul: 'Kuis/Ujian',
    komponen: lazyHalaman(() => import('./DaftarUjianHalaman')),
  },
];
