export {
  type KelasRekapNilai,
  KepalaRekapNilai,
  type KepalaRekapNilaiProps,
} from './KepalaRekapNilai';
