import { PATH_PINDAI_QR } from '@kampus/domain';
import type { HalamanDef } from '../../app';
import { lazyHalaman } from '../../app/lazyHalaman';

// QR attendance of offline meetings (issue 25; spec 2 'Generate QR Code'): the lecturer's page
// with the rotating code, and the student's page the code opens.

/** The staff app's QR page of a meeting ('Generate QR Code' opens it in a new tab). */
export const hrefKodeQr = (idPertemuan: string) => `/kehadiran/qr/${idPertemuan}`;

/** Staff: /kehadiran/qr/:idPertemuan, the code renewed about every 30 s. */
export const ruteKehadiranQrStaf: HalamanDef = {
  path: '/kehadiran/qr/:idPertemuan',
  judul: 'Kode QR Kehadiran',
  komponen: lazyHalaman(() => import('./KodeQrHalaman')),
};

/** Student: /kehadiran/qr?token=..., what the code opens; records the presence once. */
export const ruteKehadiranQrMahasiswa: HalamanDef = {
  path: PATH_PINDAI_QR,
  judul: 'Presensi Kode QR',
  komponen: lazyHalaman(() => import('./PindaiQrHalaman')),
};
