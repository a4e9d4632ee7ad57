export { UbahJabatanModal, type UbahJabatanModalProps } from './UbahJabatanModal';
