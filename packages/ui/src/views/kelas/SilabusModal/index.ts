export { type KeadaanMuatSilabus, SilabusModal, type SilabusModalProps } from './SilabusModal';
