export {
  type BodyUbahSilabus,
  MAKS_TEKS_SILABUS,
  UbahSilabusModal,
  type UbahSilabusModalProps,
} from './UbahSilabusModal';
