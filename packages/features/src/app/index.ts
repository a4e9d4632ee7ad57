export { createKampusApi, type KampusApiOptions } from './createKampusApi';
export {
  type HalamanDef,
  KampusApp,
  type KampusAppProps,
  type MenuDef,
  type ParamsHalaman,
} from './KampusApp';
export { lazyHalaman } from './lazyHalaman';
export { tawarkanPembaruan } from './pembaruan';
export type { RemahHalaman } from './remah';
