export { TeksPertemuanModal, type TeksPertemuanModalProps } from './TeksPertemuanModal';
