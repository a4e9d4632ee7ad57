export {
  type DataPembatasanUjian,
  PembatasanUjianView,
  type PembatasanUjianViewProps,
} from './PembatasanUjianView';
