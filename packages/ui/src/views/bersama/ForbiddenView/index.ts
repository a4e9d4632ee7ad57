export {
  type AturanAkses,
  ForbiddenView,
  type ForbiddenViewProps,
  type KekuranganAkses,
} from './ForbiddenView';
