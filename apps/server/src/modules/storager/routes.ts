import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { berkas } from '../../db/schema';
import { failure } from '../../http/envelope';
import { kunciValid } from './storage';

const AMAN_INLINE = /^(image\/(png|jpe?g|gif|webp)|application\/pdf|video\/|audio\/)/;

/**
 * Serves stored files with their original name and range requests (so video and audio can seek).
 * Keys are random UUIDs; the file is found only through the address the API handed out.
 */
export function storagerRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { '*': string }; Querystring: { unduh?: string } }>(
    '/v2/storager/berkas/*',
    async (req, reply) => {
      const kunci = req.params['*'];
      const lokasi = kunciValid(kunci) ? ctx.storage.pathLokal(kunci) : null;
      const [row] = kunciValid(kunci)
        ? await ctx.database.db.select().from(berkas).where(eq(berkas.kunci, kunci)).limit(1)
        : [];
      if (!row || !lokasi || (await ctx.storage.ukuran(kunci)) === null) {
        return reply.code(404).send(failure(404, 'Berkas tidak ditemukan'));
      }
      // Only types a browser cannot run as a page are shown inline; everything else downloads.
      const aman = AMAN_INLINE.test(row.mime);
      const jenis = req.query.unduh === '1' || !aman ? 'attachment' : 'inline';
      const ascii = row.namaAsli.replace(/[^\x20-\x7e]/g, '_');
      reply.header(
        'content-disposition',
        `${jenis}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.namaAsli)}`,
      );
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      reply.header('cache-control', 'private, max-age=86400');
      reply.type(aman ? row.mime : 'application/octet-stream');
      return reply.sendFile(path.basename(lokasi), path.dirname(lokasi), {
        contentType: false,
        cacheControl: false,
      });
    },
  );
}
