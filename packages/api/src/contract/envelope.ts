import { z } from './zod';

/** Every response: `{ status: { code, message }, data, meta }` (issue 2, spec section 7). */
export const Status = z.object({
  /** The HTTP status, or a domain code such as 'pembatasan_ujian_kehadiran' (spec section 7 'Helpers'). */
  code: z.union([z.number().int(), z.string()]),
  message: z.string(),
});
export type Status = z.infer<typeof Status>;

export const ListMeta = z.object({
  total_items: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
});
export type ListMeta = z.infer<typeof ListMeta>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: Status, data, meta: ListMeta.partial().optional() });
}

/** The body of every error response. `errors` lists field problems of invalid input. */
export const ErrorBody = z.object({
  status: Status,
  /**
   * null, except where a domain code needs a fact to act on: 'pembatasan_ujian_kehadiran' names
   * the meeting whose restriction refused the call (the app opens /forbidden/{id_pertemuan}).
   */
  data: z.object({ id_pertemuan: z.string() }).nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The deepest page and the largest page a paginated list answers (the pagers offer 5..100). */
export const MAKS_HALAMAN = 100_000;
export const MAKS_PER_HALAMAN = 1000;

/** Query of every paginated list: page from 1, per_page from 1, both capped. */
export const PagingQuery = z.object({
  page: z.coerce
    .number({ error: 'Halaman tidak valid' })
    .int('Halaman tidak valid')
    .min(1, 'Halaman minimal 1')
    .max(MAKS_HALAMAN, `Halaman maksimal ${MAKS_HALAMAN}`)
    .default(1),
  per_page: z.coerce
    .number({ error: 'Jumlah per halaman tidak valid' })
    .int('Jumlah per halaman tidak valid')
    .min(1, 'Jumlah per halaman minimal 1')
    .max(MAKS_PER_HALAMAN, `Jumlah per halaman maksimal ${MAKS_PER_HALAMAN}`)
    .default(10),
});
export type PagingQuery = z.infer<typeof PagingQuery>;
