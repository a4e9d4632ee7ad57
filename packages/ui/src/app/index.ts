export { createKampusApi, type KampusApiOptions } from './createKampusApi';
export { DaftarKelasHalaman } from './halaman/DaftarKelasHalaman';
export {
  type HalamanDef,
  KampusApp,
  type KampusAppProps,
  type MenuDef,
  type ParamsHalaman,
} from './KampusApp';
export { lazyHalaman } from './lazyHalaman';

import { lazyHalaman } from './lazyHalaman';

/** Pages both apps share, loaded on demand. */
export const halamanBersama = {
  beranda: lazyHalaman(() => import('./halaman/BerandaHalaman')),
  kelas: lazyHalaman(() => import('./halaman/kelas/KelasHalaman')),
  profilKelas: lazyHalaman(() => import('./halaman/kelas/ProfilKelasHalaman')),
  pertemuan: lazyHalaman(() => import('./halaman/kelas/PertemuanHalaman')),
  jadwal: lazyHalaman(() => import('./halaman/kelas/JadwalHalaman')),
  tabelKelas: lazyHalaman(() => import('./halaman/kelas/TabelKelasHalaman')),
  bantuan: lazyHalaman(() => import('./halaman/BantuanHalaman')),
  pengaturan: lazyHalaman(() => import('./halaman/PengaturanHalaman')),
};
