import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import { ApiError } from './errors';

// Bad input of any shape is a 4xx with an Indonesian message, never a 500 (issue 10): what the
// contract cannot see (the raw address, NUL characters) is checked here, and whatever still
// reaches the database and is refused there as data (not as a fault) is answered as such.

export const PESAN_NUL = 'Data tidak valid: karakter NUL tidak diizinkan';

/** True when a string, key or nested value holds a NUL character (PostgreSQL text cannot). */
function adaNul(nilai: unknown, kedalaman = 0): boolean {
  if (typeof nilai === 'string') return nilai.includes('\u0000');
  if (kedalaman > 20 || nilai === null || typeof nilai !== 'object') return false;
  if (Buffer.isBuffer(nilai)) return false;
  for (const [kunci, isi] of Object.entries(nilai)) {
    if (kunci.includes('\u0000') || adaNul(isi, kedalaman + 1)) return true;
  }
  return false;
}

/** Refuses NUL in the address (%00), the query and a JSON or form body before any handler. */
export function tolakNul(app: FastifyInstance) {
  app.addHook('preValidation', (req: FastifyRequest, _reply, done) => {
    if (
      /%00/i.test(req.url) ||
      req.url.includes('\u0000') ||
      adaNul(req.query) ||
      adaNul(req.body)
    ) {
      done(new ApiError(400, PESAN_NUL));
      return;
    }
    done();
  });
}

/** Errors of Fastify's router (a malformed or over-long address) in the envelope. */
const PESAN_KERANGKA: Record<string, string> = {
  FST_ERR_BAD_URL: 'Alamat permintaan tidak valid',
  FST_ERR_MAX_PARAM_LENGTH: 'Alamat permintaan terlalu panjang',
};

export function galatKerangka(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const kode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(kode).send(failure(kode, PESAN_KERANGKA[error.code] ?? 'Permintaan tidak valid'));
}

/**
 * PostgreSQL's verdict on data it refused (SQLSTATE class 22 'data exception' and the integrity
 * violations of class 23), as a client error; null for real faults. The driver's error may be
 * wrapped (drizzle's DrizzleQueryError keeps it as `cause`).
 */
export function galatDataDatabase(error: unknown): { status: number; pesan: string } | null {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const kode = (e as { code?: unknown }).code;
    if (typeof kode === 'string' && /^[0-9A-Z]{5}$/.test(kode)) {
      if (kode === '22021' || kode === '22P05') return { status: 400, pesan: PESAN_NUL };
      if (kode.startsWith('22')) return { status: 400, pesan: 'Data tidak valid' };
      if (kode === '23503') return { status: 422, pesan: 'Data yang dirujuk tidak ditemukan' };
      if (kode === '23505') return { status: 409, pesan: 'Data yang sama sudah ada' };
      if (kode.startsWith('23'))
        return { status: 422, pesan: 'Data tidak lengkap atau tidak valid' };
      return null;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
