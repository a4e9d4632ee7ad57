import { PESAN_BADAN_TERLALU_BESAR } from '@kampus/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import { ApiError } from './errors';
import { galatDataDatabase } from './masukan';

/** Indonesian messages for errors Fastify raises before a handler runs. */
const PESAN_FASTIFY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Format data tidak valid: JSON tidak dapat dibaca',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Data permintaan kosong',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Jenis konten permintaan tidak didukung',
  FST_ERR_CTP_BODY_TOO_LARGE: PESAN_BADAN_TERLALU_BESAR,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Panjang data permintaan tidak valid',
};

/** How much of a refused body is read and dropped before the connection is closed instead. */
const BATAS_BUANG_BYTE = 100 * 1024 * 1024;

/**
 * A request refused before its body was read (too large, a bad upload): the rest of the body is
 * read and dropped, and the connection kept, so a client that sends its whole body before it
 * reads the answer (Node's fetch, a browser's upload) gets the answer instead of a reset
 * connection. Fastify marks such an answer 'connection: close' and stops reading, which left a
 * chunked sender waiting forever and a sender on a slow uplink with a broken connection. Past
 * BATAS_BUANG_BYTE the socket is closed: nobody honest sends that much to be refused.
 */
function buangSisaBadan(req: FastifyRequest, reply: FastifyReply) {
  const raw = req.raw;
  if (raw.complete || raw.destroyed) return;
  reply.removeHeader('connection');
  let dibaca = 0;
  const buang = (potong: Buffer) => {
    dibaca += potong.length;
    if (dibaca > BATAS_BUANG_BYTE) {
      raw.off('data', buang);
      raw.socket?.destroy();
    }
  };
  raw.on('data', buang);
  raw.resume();
}

/** Every error leaves as the envelope with an Indonesian message; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    buangSisaBadan(req, reply);
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .send(failure(error.code ?? error.statusCode, error.message, error.errors, error.data));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const pesan =
        (error.code && PESAN_FASTIFY[error.code]) ??
        (error instanceof SyntaxError
          ? PESAN_FASTIFY.FST_ERR_CTP_INVALID_JSON_BODY
          : 'Permintaan tidak valid');
      return reply.code(statusCode).send(failure(statusCode, pesan ?? 'Permintaan tidak valid'));
    }
    const data = galatDataDatabase(error);
    if (data) {
      // Input the contract let through but the database refused: the client's, not ours.
      req.log.warn({ err: error }, 'data ditolak database');
      return reply.code(data.status).send(failure(data.status, data.pesan));
    }
    req.log.error({ err: error }, 'kesalahan tak tertangani');
    return reply.code(500).send(failure(500, 'Terjadi kesalahan pada server'));
  });
}
