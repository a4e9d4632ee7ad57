export {
  type HasilKirimSikad,
  PratinjauKirimSikad,
  type PratinjauKirimSikadProps,
} from './PratinjauKirimSikad';
