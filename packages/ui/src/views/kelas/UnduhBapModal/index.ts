export { type QueryUnduhBap, UnduhBapModal, type UnduhBapModalProps } from './UnduhBapModal';
