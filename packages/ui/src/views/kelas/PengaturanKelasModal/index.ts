export { PengaturanKelasModal, type PengaturanKelasModalProps } from './PengaturanKelasModal';
