import { KODE_PEMBATASAN_UJIAN_KEHADIRAN } from '@kampus/domain';

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
    /**
     * The error envelope's data: null, or what a domain code needs to act on (the meeting of
     * 'pembatasan_ujian_kehadiran': `{ id_pertemuan }`).
     */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Shown instead of a validation message meant for developers. */
export const PESAN_DATA_TIDAK_VALID = 'Data tidak valid';

/** How zod's own messages (the Indonesian locale) begin: written for developers, not users. */
const AWALAN_PESAN_ZOD = [
  'Input tidak valid',
  'Pilihan tidak valid: diharapkan',
  'Terlalu besar: diharapkan',
  'Terlalu kecil: diharapkan',
  'String tidak valid: harus',
  'Angka tidak valid: harus kelipatan',
  'Kunci tidak dikenali',
  'Kunci tidak valid di ',
  'Nilai tidak valid di ',
];

/** zod's '{format} tidak valid' messages of string formats (Indonesian locale). */
const FORMAT_ZOD = new Set([
  'input',
  'alamat email',
  'URL',
  'emoji',
  'UUID',
  'UUIDv4',
  'UUIDv6',
  'nanoid',
  'GUID',
  'cuid',
  'cuid2',
  'ULID',
  'XID',
  'KSUID',
  'tanggal dan waktu format ISO',
  'tanggal format ISO',
  'jam format ISO',
  'durasi format ISO',
  'alamat IPv4',
  'alamat IPv6',
  'alamat MAC',
  'rentang alamat IPv4',
  'rentang alamat IPv6',
  'string dengan enkode base64',
  'string dengan enkode base64url',
  'string JSON',
  'angka E.164',
  'nomor kartu kredit',
  'kode mata uang',
  'IBAN',
  'JWT',
  'lowercase',
  'uppercase',
  'hostname',
  'hex',
]);

/**
 * True for a validation message zod wrote itself ('Terlalu kecil: diharapkan string memiliki >=1
 * karakter'), as opposed to the spec's own messages ('Judul wajib diisi!') set in the schemas.
 */
export function pesanValidasiMentah(pesan: string): boolean {
  const isi = pesan.startsWith(`${PESAN_DATA_TIDAK_VALID}: `)
    ? pesan.slice(PESAN_DATA_TIDAK_VALID.length + 2)
    : pesan;
  if (AWALAN_PESAN_ZOD.some((awal) => isi.startsWith(awal))) return true;
  const format = isi.match(/^(.+) tidak valid$/)?.[1];
  return format !== undefined && FORMAT_ZOD.has(format);
}

/**
 * Strips markup and collapses whitespace so a server message reads cleanly in a toast; a raw
 * validation message becomes 'Data tidak valid' (spec 8: the message is cleaned for display).
 */
export function bersihkanPesan(pesan: string): string {
  const bersih = pesan
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return pesanValidasiMentah(bersih) ? PESAN_DATA_TIDAK_VALID : bersih;
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
  const b = (body ?? {}) as { status?: { code?: unknown }; errors?: unknown; data?: unknown };
  const kode =
    typeof b.status?.code === 'string' || typeof b.status?.code === 'number'
      ? b.status.code
      : status;
  const errors = Array.isArray(b.errors) ? (b.errors as { field: string; message: string }[]) : [];
  const data =
    b.data && typeof b.data === 'object' && !Array.isArray(b.data)
      ? (b.data as Record<string, unknown>)
      : null;
  return new ApiError(ambilPesan(body, cause), status, 'Http Error', kode, errors, data);
}

/**
 * Where a refused call sends the user (spec 7: meeting calls with the status code
 * pembatasan_ujian_kehadiran redirect to /forbidden/{meetingId}); null for any other error.
 */
export function tujuanGalatDomain(error: ApiError): string | null {
  if (error.kode !== KODE_PEMBATASAN_UJIAN_KEHADIRAN) return null;
  const id = error.data?.id_pertemuan;
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(id)
    ? `/forbidden/${id}`
    : '/forbidden';
}
