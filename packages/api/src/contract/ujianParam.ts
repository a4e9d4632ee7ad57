import { IdUuid } from './masukan';
import { z } from './zod';

// The path parameters of the exam calls (ujian.ts, pengerjaan.ts, hasilUjian.ts).

export const IdUjian = z.object({ id: IdUuid('Id ujian tidak valid') });
export const IdUjianKelompok = IdUjian.extend({
  idKelompok: IdUuid('Id kelompok soal tidak valid'),
});
export const IdUjianSoal = IdUjianKelompok.extend({ idSoal: IdUuid('Id soal tidak valid') });
export const IdUjianPengerjaan = IdUjian.extend({
  idPengerjaan: IdUuid('Id pengerjaan tidak valid'),
});
export const IdPengerjaan = z.object({ id: IdUuid('Id pengerjaan tidak valid') });
