export { type BodyUbahKelas, UbahKelasModal, type UbahKelasModalProps } from './UbahKelasModal';
