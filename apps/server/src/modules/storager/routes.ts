import path from 'node:path';
import { calls } from '@kampus/api/contract';
import {
  BATAS_UNGGAH_DEFAULT_BYTE,
  EKSTENSI_KUNCI_SOAL,
  EKSTENSI_LAMPIRAN_SOAL,
  EKSTENSI_TIPE_FILE,
  punyaAkses,
} from '@kampus/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { berkas, materi } from '../../db/schema';
import { failure } from '../../http/envelope';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { kunciValid } from './storage';
import { perluTanda, tandaiUrl, tandaValid } from './tanda';
import { simpanUnggahan } from './unggah';

const AMAN_INLINE = /^(image\/(png|jpe?g|gif|webp)|application\/pdf|video\/|audio\/)/;

/**
 * Serves stored files with their original name and range requests (so video and audio can seek).
 * Keys are random UUIDs; the file is found only through the address the API handed out.
 */
/** Upload kinds (spec 3 'File kinds') with the types each accepts (spec 5). */
const JENIS_UNGGAHAN: Record<string, readonly string[]> = {
  materi: [...new Set(Object.values(EKSTENSI_TIPE_FILE).flat())],
  soal_bank_soal: EKSTENSI_LAMPIRAN_SOAL,
  kunci_bank_soal: EKSTENSI_KUNCI_SOAL,
  soal_ujian: EKSTENSI_LAMPIRAN_SOAL,
  kunci_ujian: EKSTENSI_KUNCI_SOAL,
  lampiran_tugas: EKSTENSI_LAMPIRAN_SOAL,
  silabus: ['.pdf', '.doc', '.docx'],
  gambar: ['.png', '.jpg', '.jpeg'],
};

export function storagerRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  // Generic upload (spec 7): multipart file with service_id and dir; answers the file's url.
  route(app, ctx.hooks, calls.unggahBerkas, async ({ aktor, req }) => {
    if (!req.isMultipart()) throw badRequest('Unggah berkas memakai multipart/form-data');
    const fields: Record<string, string> = {};
    for await (const part of req.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const jenis = fields.dir ?? '';
      const accept = JENIS_UNGGAHAN[jenis];
      if (!accept) {
        part.file.resume();
        throw new ApiError(422, `Folder unggahan '${jenis}' tidak dikenal`, undefined, [
          { field: 'dir', message: 'Folder unggahan tidak dikenal' },
        ]);
      }
      const tersimpan = await simpanUnggahan(db, ctx.storage, {
        file: part,
        jenis,
        accept,
        maksByte: BATAS_UNGGAH_DEFAULT_BYTE,
        aktor,
        varian: 'uploader',
      });
      return {
        url: tandaiUrl(tersimpan.url, ctx.tokens.secret),
        nama: tersimpan.nama,
        ukuran: tersimpan.ukuran,
      };
    }
    throw new ApiError(422, 'File wajib dipilih!', undefined, [
      { field: 'file', message: 'File wajib dipilih!' },
    ]);
  });

  // Only the uploader (or an operator with write on data_sistem) removes a file no material uses.
  route(app, ctx.hooks, calls.hapusBerkas, async ({ aktor, query }) => {
    const kunci = query.url.replace(/^.*\/v2\/storager\/berkas\//, '').split('?')[0] ?? '';
    if (!kunciValid(kunci)) throw notFound('Berkas tidak ditemukan');
    const [row] = await db.select().from(berkas).where(eq(berkas.kunci, kunci)).limit(1);
    if (!row || row.idPerguruanTinggi !== aktor.idPerguruanTinggi)
      throw notFound('Berkas tidak ditemukan');
    const operatorBoleh =
      aktor.role === 'operator' && punyaAkses(aktor.hakAkses ?? undefined, 'data_sistem', 'write');
    if (row.idPengunggah !== aktor.idPengguna && !operatorBoleh) {
      throw forbidden('Anda hanya dapat menghapus berkas yang Anda unggah');
    }
    const [dipakai] = await db
      .select({ id: materi.id })
      .from(materi)
      .where(eq(materi.idBerkas, row.id))
      .limit(1);
    if (dipakai) throw new ApiError(409, 'Berkas masih dipakai oleh materi');
    await db.delete(berkas).where(eq(berkas.id, row.id));
    await ctx.storage.hapus(kunci);
    return null;
  });

  app.get<{ Params: { '*': string }; Querystring: { unduh?: string; exp?: string; sig?: string } }>(
    '/v2/storager/berkas/*',
    async (req, reply) => {
      const kunci = req.params['*'];
      if (
        kunciValid(kunci) &&
        perluTanda(kunci) &&
        !tandaValid(kunci, req.query, ctx.tokens.secret)
      ) {
        return reply
          .code(403)
          .send(
            failure(
              403,
              'Tautan berkas tidak valid atau sudah kedaluwarsa. Buka kembali dari LMS.',
            ),
          );
      }
      const lokasi = kunciValid(kunci) ? ctx.storage.pathLokal(kunci) : null;
      const [row] = kunciValid(kunci)
        ? await db.select().from(berkas).where(eq(berkas.kunci, kunci)).limit(1)
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
