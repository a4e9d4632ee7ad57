import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';
import { remahKelasKuliah } from '../bersama/remah';

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

/**
 * The staff's exam page inside its class (spec 2 /kelas/{id}/ujian/{activityId}, 'hasil' tab for
 * the results) and one student's work.
 */
export const ruteUjianStaf: HalamanDef[] = [
  {
    path: '/kelas/:id/ujian/:idUjian/pengerjaan/:idPengerjaan',
    judul: 'Pengerjaan Mahasiswa',
    breadcrumb: (p) => [
      remahKelasKuliah,
      { jenis: 'kelas', id: p.id, tautan: true },
      { label: 'Pengerjaan Mahasiswa' },
    ],
    komponen: lazyHalaman(() => import('./DetailPengerjaanHalaman')),
  },
  {
    path: '/kelas/:id/ujian/:idUjian',
    judul: 'Kuis/Ujian',
    breadcrumb: (p) => [
      remahKelasKuliah,
      { jenis: 'kelas', id: p.id, tautan: true },
      { label: 'Kuis/Ujian' },
    ],
    komponen: lazyHalaman(() => import('./UjianStafHalaman')),
  },
];
