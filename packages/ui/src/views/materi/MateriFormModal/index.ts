export {
  MateriFormModal,
  type MateriFormModalProps,
  type PayloadMateri,
  type PayloadSalinMateri,
  type PertemuanMateri,
  type SalinMateriData,
} from './MateriFormModal';
