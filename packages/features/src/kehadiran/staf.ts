import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';
import { remahKelasKuliah } from '../bersama/remah';
import { ruteKehadiranQrStaf } from './qr/staf';

const remahKehadiran = { label: 'Kehadiran', href: '/kehadiran' };
const remahKehadiranPeserta = (href: string) => ({ label: 'Kehadiran Peserta', href });

/**
 * The staff's attendance (spec 2 'Attendance per meeting', 'Class attendance recap'): the lists
 * /kehadiran and /kehadiran-peserta, a class's recap, and a meeting's attendance under each page
 * type's breadcrumbs.
 */
export const ruteKehadiranStaf: HalamanDef[] = [
  // Before /kehadiran/:id/:idPertemuan: the rotating code 'Generate QR Code' opens.
  ruteKehadiranQrStaf,
  {
    path: '/kehadiran',
    judul: 'Kehadiran',
    komponen: lazyHalaman(() => import('./KehadiranStafHalaman')),
  },
  {
    path: '/kehadiran-peserta',
    judul: 'Kehadiran Peserta',
    komponen: lazyHalaman(() => import('./KehadiranPesertaHalaman')),
  },
  {
    path: '/kehadiran/:id/:idPertemuan',
    judul: 'Kehadiran Pertemuan',
    breadcrumb: (p) => [
      remahKehadiran,
      remahKehadiranPeserta('/kehadiran'),
      { jenis: 'kelas', id: p.id, tautan: true },
      { jenis: 'pertemuan', id: p.idPertemuan ?? '' },
    ],
    komponen: lazyHalaman(() =>
      import('./KehadiranPertemuanRute').then((m) => ({ default: m.KehadiranPertemuanDosen })),
    ),
  },
  {
    path: '/kehadiran-peserta/:id/:idPertemuan',
    judul: 'Kehadiran Pertemuan',
    breadcrumb: (p) => [
      remahKehadiranPeserta('/kehadiran-peserta'),
      { jenis: 'kelas', id: p.id, tautan: true },
      { jenis: 'pertemuan', id: p.idPertemuan ?? '' },
    ],
    komponen: lazyHalaman(() =>
      import('./KehadiranPertemuanRute').then((m) => ({ default: m.KehadiranPertemuanOperator })),
    ),
  },
  {
    path: '/kelas/:id/:idPertemuan/kehadiran',
    judul: 'Kehadiran Kelas',
    breadcrumb: (p) => [
      remahKelasKuliah,
      { jenis: 'kelas', id: p.id, tautan: true },
      { jenis: 'pertemuan', id: p.idPertemuan ?? '', tautan: true },
      { label: 'Kehadiran Kelas' },
    ],
    komponen: lazyHalaman(() =>
      import('./KehadiranPertemuanRute').then((m) => ({ default: m.KehadiranPertemuanKelas })),
    ),
  },
  {
    path: '/kehadiran/:id',
    judul: 'Rekap Kehadiran',
    breadcrumb: (p) => [remahKehadiran, { jenis: 'kelas', id: p.id }],
    komponen: lazyHalaman<{ params: { id?: string } }>(() => import('./RekapKehadiranHalaman')),
  },
];
