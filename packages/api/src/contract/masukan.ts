import { MAKS_PANJANG_TAUTAN, PESAN_TAUTAN, tautanHttp } from '@kampus/domain';
import { z } from './zod';

// Building blocks for the inputs of every call: ids, bounded numbers and links. Anything the
// database would refuse (a non-UUID in a uuid column, a number beyond int4) is refused here
// first, with an Indonesian message, so bad input is a 4xx and never reaches SQL.

/** The largest value of a PostgreSQL integer column. */
export const MAKS_INT4 = 2_147_483_647;

/** A UUID id (users, lecturers, students, meetings, materials). */
export const IdUuid = (pesan = 'Id tidak valid') => z.string({ error: pesan }).uuid(pesan);

/** A code id from the academic system (classes '20251_K1_IF201_A', courses, programmes...). */
export const IdKode = (pesan = 'Id tidak valid') =>
  z
    .string({ error: pesan })
    .min(1, pesan)
    .max(100, pesan)
    .regex(/^[A-Za-z0-9_.:-]+$/, pesan);

/** A whole number that fits an integer column, within [min, max]. */
export const Bulat = (pesan: string, min = 0, max = MAKS_INT4) =>
  z.number({ error: pesan }).int(pesan).min(min, pesan).max(Math.min(max, MAKS_INT4), pesan);

/** The same from a query string. */
export const BulatQuery = (pesan: string, min = 0, max = MAKS_INT4) =>
  z.coerce.number({ error: pesan }).int(pesan).min(min, pesan).max(Math.min(max, MAKS_INT4), pesan);

/** A period code: year and term digit, e.g. 20251 (spec 3 'Period'). */
export const KodePeriode = BulatQuery('Periode tidak valid', 1, 99_999);

function keTautan(nilai: string, ctx: z.RefinementCtx) {
  const tautan = tautanHttp(nilai);
  if (tautan === null) {
    ctx.addIssue({ code: 'custom', message: PESAN_TAUTAN.tidakValid });
    return z.NEVER;
  }
  return tautan;
}

/** A stored link: http(s) only, http prepended when there is no scheme (packages/domain). */
export const Tautan = z
  .string({ error: PESAN_TAUTAN.tidakValid })
  .max(MAKS_PANJANG_TAUTAN * 2, PESAN_TAUTAN.tidakValid)
  .transform(keTautan);

/** A link that may be left empty ('' or absent means none). */
export const TautanOpsional = z
  .string({ error: PESAN_TAUTAN.tidakValid })
  .max(MAKS_PANJANG_TAUTAN * 2, PESAN_TAUTAN.tidakValid)
  .optional()
  .transform((nilai, ctx) =>
    nilai === undefined || nilai.trim() === '' ? undefined : keTautan(nilai, ctx),
  );

/** A file uploaded to our own storage (POST /v2/storager) of one kind, or else an http(s) link. */
export const TautanAtauBerkas = (jenis: string) => {
  const berkas = new RegExp(`^/v2/storager/berkas/${jenis}/[0-9a-f-]{36}\\.[a-z0-9]{1,10}$`);
  return z
    .string({ error: PESAN_TAUTAN.tidakValid })
    .max(MAKS_PANJANG_TAUTAN * 2, PESAN_TAUTAN.tidakValid)
    .transform((nilai, ctx) => (berkas.test(nilai) ? nilai : keTautan(nilai, ctx)));
};
