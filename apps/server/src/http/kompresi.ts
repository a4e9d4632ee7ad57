import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this an answer goes out as it is: a hot exam read or save (a few hundred bytes to a few
 * KB) gains a round trip's worth of nothing from compression and would pay its CPU under the
 * exam storm; the large lists (classes, meetings, question banks, logs) are where it pays.
 */
export const AMBANG_KOMPRESI_BYTE = 8 * 1024;

/**
 * Large JSON answers of the API compressed by the client's accept-encoding (issue 23). Only
 * JSON: the built apps' files come compressed from the build (http/spa.ts), stored files are
 * sent as they are (range requests, mostly already-compressed formats), and the event stream
 * must flush each event. Brotli at quality 4: most of its gain over gzip at a fraction of the
 * CPU of the default 11.
 */
export async function pasangKompresi(app: FastifyInstance) {
  await app.register(compress, {
    threshold: AMBANG_KOMPRESI_BYTE,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
