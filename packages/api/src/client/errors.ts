/** Error kinds of spec section 8 'Generic handler'. */
export type JenisGalat = 'Http Error' | 'Network Error' | 'Gateway Timeout';

export const PESAN_DEFAULT = 'Terjadi kesalahan';

/** An error from a call, normalised for display (spec section 8). */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 500 when the response had none. */
    readonly statusCode: number,
    readonly jenis: JenisGalat = 'Http Error',
    /** status.code of the envelope when it is a domain code (e.g. 'pembatasan_ujian_kehadiran'). */
    readonly kode: number | string = statusCode,
    readonly errors: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Strips markup and collapses whitespace so a server message reads cleanly in a toast. */
export function bersihkanPesan(pesan: string): string {
  return pesan
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/**
 * The message chain of spec section 8: status.message, then detail.detail or detail,
 * then the error's own message, else 'Terjadi kesalahan'.
 */
export function ambilPesan(body: unknown, error?: unknown): string {
  const b = (body ?? {}) as { status?: { message?: unknown }; detail?: unknown };
  const detail = b.detail as { detail?: unknown } | string | undefined;
  const pesan =
    str(b.status?.message) ??
    (typeof detail === 'object' ? str(detail?.detail) : null) ??
    str(detail) ??
    (error instanceof Error ? str(error.message) : null) ??
    PESAN_DEFAULT;
  return bersihkanPesan(pesan);
}

/** Builds the ApiError for a response (or a failed fetch when `response` is null). */
export function normalisasiGalat(response: Response | null, body: unknown, cause?: unknown) {
  if (!response) return new ApiError('Network Error', 0, 'Network Error');
  const status = response.status || 500;
  if (status === 504) return new ApiError(ambilPesan(body, cause), 504, 'Gateway Timeout');
  const b = (body ?? {}) as { status?: { code?: unknown }; errors?: unknown };
  const kode =
    typeof b.status?.code === 'string' || typeof b.status?.code === 'number'
      ? b.status.code
      : status;
  const errors = Array.isArray(b.errors) ? (b.errors as { field: string; message: string }[]) : [];
  return new ApiError(ambilPesan(body, cause), status, 'Http Error', kode, errors);
}
