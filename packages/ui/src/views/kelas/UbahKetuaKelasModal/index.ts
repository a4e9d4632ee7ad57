export { UbahKetuaKelasModal, type UbahKetuaKelasModalProps } from './UbahKetuaKelasModal';
