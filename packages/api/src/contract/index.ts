import './zod';
import { authCalls } from './auth';
import { bankSoalCalls } from './bankSoal';
import { bapCalls } from './bap';
import { chatCalls } from './chat';
import { forumCalls } from './forum';
import { kehadiranDosenCalls } from './kehadiranDosen';
import { kehadiranMahasiswaCalls } from './kehadiranMahasiswa';
import { kehadiranQrCalls } from './kehadiranQr';
import { kelasCalls } from './kelas';
import { kelompokTugasCalls } from './kelompokTugas';
import { logAktivitasCalls } from './logAktivitas';
import { materiCalls } from './materi';
import { nilaiCalls } from './nilai';
import { pengumpulanTugasCalls } from './pengumpulanTugas';
import { pertemuanCalls } from './pertemuan';
import { referensiCalls } from './referensi';
import { silabusCalls } from './silabus';
import { sistemCalls } from './sistem';
import { tugasCalls } from './tugas';
import { ujianCalls } from './ujian';
import { vidconCalls } from './vidcon';

export * from './auth';
export * from './bankSoal';
export * from './bap';
export * from './call';
export * from './chat';
export * from './envelope';
export * from './forum';
export * from './hasilUjian';
export * from './kehadiranDosen';
export * from './kehadiranMahasiswa';
export * from './kehadiranQr';
export * from './kelas';
export * from './kelompokTugas';
export * from './konsistensi';
export * from './logAktivitas';
export * from './masukan';
export * from './materi';
export * from './nilai';
export * from './pengerjaan';
export * from './pengumpulanTugas';
export * from './pertemuan';
export * from './referensi';
export * from './silabus';
export * from './sistem';
export * from './soal';
export * from './tugas';
export * from './ujian';
export * from './vidcon';

/** Every call of spec section 7 implemented so far, by name. */
export const calls = {
  ...authCalls,
  ...sistemCalls,
  ...kelasCalls,
  ...pertemuanCalls,
  ...referensiCalls,
  ...silabusCalls,
  ...bapCalls,
  ...materiCalls,
  ...ujianCalls,
  ...bankSoalCalls,
  ...vidconCalls,
  ...chatCalls,
  ...logAktivitasCalls,
  ...forumCalls,
  ...kehadiranMahasiswaCalls,
  ...tugasCalls,
  ...pengumpulanTugasCalls,
  ...kelompokTugasCalls,
  ...kehadiranDosenCalls,
  ...kehadiranQrCalls,
  ...nilaiCalls,
};
export type Calls = typeof calls;
export * from './openapi';
