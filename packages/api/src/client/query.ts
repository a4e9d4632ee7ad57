import { DEFAULT_ZONA_WAKTU, formatIsoOffset } from '@kampus/domain';

export type NilaiQuery = string | number | boolean | Date | null | undefined;

/**
 * The query builder of spec section 7 'Helpers': array values repeat their key, dates are
 * written as year-month-day with time and offset, and null or undefined values are dropped.
 */
export function buildQuery(
  query: Record<string, NilaiQuery | readonly NilaiQuery[]> | undefined,
  timeZone: string = DEFAULT_ZONA_WAKTU,
): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const tulis = (key: string, value: NilaiQuery) => {
    if (value === null || value === undefined) return;
    params.append(
      key,
      value instanceof Date ? (formatIsoOffset(value, timeZone) ?? '') : String(value),
    );
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value) tulis(key, v);
    else tulis(key, value as NilaiQuery);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The file name of a content-disposition header (RFC 6266, with the filename* form first). */
export function namaBerkasDariHeader(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = header.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = header.match(/filename\s*=\s*("([^"]*)"|[^;]+)/);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : fallback;
}
