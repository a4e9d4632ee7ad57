export {
  ImporSoalModal,
  type ImporSoalModalProps,
  type IsianImporSoal,
} from './ImporSoalModal';
