export {
  BankSoalFormModal,
  type BankSoalFormModalProps,
  type DosenBankSoal,
  type MataKuliahBankSoal,
  PENJELASAN_VISIBILITAS_BANK,
} from './BankSoalFormModal';
