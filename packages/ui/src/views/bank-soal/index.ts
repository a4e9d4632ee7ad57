// The kit's views of the 'bank-soal' area. Another area imports them only through this file.
export * from './BankSoalBoard';
export * from './BankSoalDetailView';
export * from './BankSoalFormModal';
export * from './ImporSoalModal';
