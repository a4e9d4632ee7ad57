export {
  BankSoalDetailView,
  type BankSoalDetailViewProps,
  PESAN_BANK_PENUH,
} from './BankSoalDetailView';
