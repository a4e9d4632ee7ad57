// The question (spec 3 'Question'): one model for exams and question banks. The exam and bank
// areas take what they share about questions from here, never from each other's files.
export { simpanAksiSoal } from './aksi';
export { berkasSoalDari } from './berkas';
export { useUnggahBerkasSoal } from './unggah';
