import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';
import { remahKelasKuliah } from '../bersama/remah';

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
