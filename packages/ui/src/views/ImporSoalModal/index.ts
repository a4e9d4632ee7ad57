export {
  hrefTemplatImporSoal,
  ImporSoalModal,
  type ImporSoalModalProps,
  type IsianImporSoal,
} from './ImporSoalModal';
