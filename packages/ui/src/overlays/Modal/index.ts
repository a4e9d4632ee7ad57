export {
  Modal,
  type ModalProps,
  type ModalSubmitVariant,
  type ModalWidth,
  modalSubmitVariants,
  modalWidths,
} from './Modal';
