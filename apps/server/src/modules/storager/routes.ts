import path from 'node:path';
import { calls } from '@kampus/api/contract';
import {
  BATAS_UNGGAH_DEFAULT_BYTE,
  EKSTENSI_FOLDER_UNGGAH,
  type FolderUnggah,
  IZIN,
  isFolderUnggah,
  izinHapusBerkas,
  izinUnggahKeFolder,
  periksaBerkas,
} from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { failure } from '../../http/envelope';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { route, wajibIzin } from '../../http/route';
import type { Aktor } from '../auth';
import { bagianMultipart } from './multipart';
import { berkasByStorageKey, berkasDipakaiMateri, hapusBerkasRow } from './queries';
import { storageKeyValid } from './storage';
import { perluTanda, tandaiUrl, tandaValid } from './tanda';
import { catatBerkas, tulisUnggahan } from './unggah';

/** Every type some folder accepts: the check for a file that arrives before its folder. */
const EKSTENSI_SEMUA_FOLDER = [...new Set(Object.values(EKSTENSI_FOLDER_UNGGAH).flat())];

const AMAN_INLINE = /^(image\/(png|jpe?g|gif|webp)|application\/pdf|video\/|audio\/)/;

const folderTidakDikenal = (folder: string) =>
  new ApiError(422, `Folder unggahan '${folder}' tidak dikenal`, undefined, [
    { field: 'dir', message: 'Folder unggahan tidak dikenal' },
  ]);

/** The folder is known and the caller may write it (packages/domain izinUnggahKeFolder). */
function folderBoleh(folder: string, aktor: Aktor): FolderUnggah {
  if (!isFolderUnggah(folder)) throw folderTidakDikenal(folder);
  wajibIzin(izinUnggahKeFolder(folder)(aktor));
  return folder;
}

export function storagerRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  // Generic upload (spec 7): multipart file, service_id and dir, in any order; answers the url.
  route(app, ctx.hooks, calls.unggahBerkas, { izin: IZIN.unggahBerkas }, async ({ aktor, req }) => {
    if (!req.isMultipart()) throw badRequest('Unggah berkas memakai multipart/form-data');
    const fields: Record<string, string> = {};
    let tertulis: Awaited<ReturnType<typeof tulisUnggahan>> | null = null;
    let folderBerkas: FolderUnggah | null = null;
    try {
      for await (const part of bagianMultipart(req)) {
        if (part.type !== 'file') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file' || tertulis) {
          part.file.resume();
          continue;
        }
        // The folder, when it came first, decides the types at once; otherwise the file waits
        // in a temporary folder until the rest of the form has arrived.
        const folder = fields.dir === undefined ? null : folderBoleh(fields.dir, aktor);
        tertulis = await tulisUnggahan(ctx.storage, {
          file: part,
          jenis: folder ?? 'sementara',
          accept: folder ? EKSTENSI_FOLDER_UNGGAH[folder] : EKSTENSI_SEMUA_FOLDER,
          maksByte: BATAS_UNGGAH_DEFAULT_BYTE,
          aktor,
          varian: 'uploader',
        });
        folderBerkas = folder;
      }
      if (!tertulis) {
        throw new ApiError(422, 'File wajib dipilih!', undefined, [
          { field: 'file', message: 'File wajib dipilih!' },
        ]);
      }
      if (!folderBerkas) {
        const folder = folderBoleh(fields.dir ?? '', aktor);
        const cek = periksaBerkas(
          { name: tertulis.nama, size: tertulis.ukuran },
          { accept: EKSTENSI_FOLDER_UNGGAH[folder], maksByte: BATAS_UNGGAH_DEFAULT_BYTE },
          'uploader',
        );
        if (!cek.ok) throw new ApiError(422, cek.pesan);
        const kunci = tertulis.kunci.replace(/^sementara\//, `${folder}/`);
        await ctx.storage.pindah(tertulis.kunci, kunci);
        tertulis = { ...tertulis, kunci };
        folderBerkas = folder;
      }
    } catch (error) {
      if (tertulis) await ctx.storage.hapus(tertulis.kunci);
      throw error;
    }
    const tersimpan = await catatBerkas(db, ctx.storage, tertulis, folderBerkas, aktor);
    return {
      url: tandaiUrl(tersimpan.url, ctx.tokens.secret),
      nama: tersimpan.nama,
      ukuran: tersimpan.ukuran,
    };
  });

  // Only the uploader (or an operator with write on data_sistem) removes a file no material uses.
  route(app, ctx.hooks, calls.hapusBerkas, { izin: IZIN.hapusBerkas }, async ({ aktor, query }) => {
    const kunci = query.url.replace(/^.*\/v2\/storager\/berkas\//, '').split('?')[0] ?? '';
    if (!storageKeyValid(kunci)) throw notFound('Berkas tidak ditemukan');
    const row = await berkasByStorageKey(db, kunci);
    if (!row || row.idPerguruanTinggi !== aktor.idPerguruanTinggi)
      throw notFound('Berkas tidak ditemukan');
    wajibIzin(izinHapusBerkas(row.idPengunggah === aktor.idPengguna)(aktor));
    if (await berkasDipakaiMateri(db, row.id)) {
      throw new ApiError(409, 'Berkas masih dipakai oleh materi');
    }
    await hapusBerkasRow(db, row.id);
    await ctx.storage.hapus(kunci);
    return null;
  });

  app.get<{ Params: { '*': string }; Querystring: { unduh?: string; exp?: string; sig?: string } }>(
    '/v2/storager/berkas/*',
    async (req, reply) => {
      const kunci = req.params['*'];
      if (
        storageKeyValid(kunci) &&
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
      const lokasi = storageKeyValid(kunci) ? ctx.storage.pathLokal(kunci) : null;
      const row = storageKeyValid(kunci) ? await berkasByStorageKey(db, kunci) : null;
      const ukuran = row ? await ctx.storage.ukuran(kunci) : null;
      if (!row || ukuran === null) {
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
      // Shown inside our own pages (the material viewer frames PDFs), never run as a page.
      reply.header(
        'content-security-policy',
        "default-src 'none'; sandbox; frame-ancestors 'self'",
      );
      reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('cache-control', 'private, max-age=86400');
      reply.type(aman ? row.mime : 'application/octet-stream');
      if (lokasi) {
        return reply.sendFile(path.basename(lokasi), path.dirname(lokasi), {
          contentType: false,
          cacheControl: false,
        });
      }
      // A store without local files (S3): streamed from it, one byte range when asked for.
      reply.header('accept-ranges', 'bytes');
      const rentang = bacaRentang(req.headers.range, ukuran);
      if (rentang === 'tidak-terpenuhi') {
        return reply.code(416).header('content-range', `bytes */${ukuran}`).send();
      }
      if (rentang) {
        reply
          .code(206)
          .header('content-range', `bytes ${rentang.awal}-${rentang.akhir}/${ukuran}`)
          .header('content-length', rentang.akhir - rentang.awal + 1);
      } else {
        reply.header('content-length', ukuran);
      }
      if (req.method === 'HEAD' || ukuran === 0) return reply.send();
      return reply.send(ctx.storage.baca(kunci, rentang ?? undefined));
    },
  );
}

/**
 * One range of a Range header ('bytes=0-99', 'bytes=100-', 'bytes=-50'); null for none or one
 * not understood (the whole file is sent), 'tidak-terpenuhi' when it lies past the end.
 */
export function bacaRentang(
  header: string | undefined,
  ukuran: number,
): { awal: number; akhir: number } | null | 'tidak-terpenuhi' {
  const m = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const akhiran = Number(m[2]);
    if (akhiran === 0) return 'tidak-terpenuhi';
    return { awal: Math.max(0, ukuran - akhiran), akhir: ukuran - 1 };
  }
  const awal = Number(m[1]);
  const akhir = m[2] === '' ? ukuran - 1 : Math.min(Number(m[2]), ukuran - 1);
  if (awal >= ukuran) return 'tidak-terpenuhi';
  if (akhir < awal) return null;
  return { awal, akhir };
}
