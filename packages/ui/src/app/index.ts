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
  kelas: lazyHalaman(() => import('./halaman/KelasHalaman')),
  bantuan: lazyHalaman(() => import('./halaman/BantuanHalaman')),
  pengaturan: lazyHalaman(() => import('./halaman/PengaturanHalaman')),
};
