import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';

/** A multipart body that cannot be read: no or wrong boundary, cut off, malformed parts. */
export const PESAN_MULTIPART_RUSAK =
  'Data unggahan tidak dapat dibaca (multipart rusak atau terputus). Silakan unggah ulang.';

export const multipartRusak = () => new ApiError(400, PESAN_MULTIPART_RUSAK);

/** A well-formed body past the parser's limits (app.ts) is too large, not broken: a 413. */
const PESAN_BATAS_MULTIPART: Record<string, string> = {
  FST_FILES_LIMIT: 'Hanya satu berkas yang dapat diunggah dalam satu permintaan',
  FST_FIELDS_LIMIT: 'Isian formulir unggahan terlalu banyak',
  FST_PARTS_LIMIT: 'Isian formulir unggahan terlalu banyak',
  FST_REQ_FILE_TOO_LARGE: 'Ukuran file melebihi batas maksimal',
};

/** What the parser raised, as the envelope's error: over a limit a 413, otherwise a 400. */
function galatMultipart(error: unknown, maksBerkas = 1) {
  if (error instanceof ApiError) return error;
  const kode = (error as { code?: unknown } | null)?.code;
  if (kode === 'FST_FILES_LIMIT' && maksBerkas > 1) {
    return new ApiError(413, `Paling banyak ${maksBerkas} berkas dalam satu permintaan`);
  }
  const pesan = typeof kode === 'string' ? PESAN_BATAS_MULTIPART[kode] : undefined;
  return pesan ? new ApiError(413, pesan) : multipartRusak();
}

/**
 * The parts of a multipart request; a body the parser cannot read is a 400 in Indonesian, one
 * past its limits a 413, never a 500. Errors thrown by the caller while handling a part pass
 * through untouched. One file a request (app.ts) unless `maksBerkas` allows more.
 */
export async function* bagianMultipart(
  req: FastifyRequest,
  opsi: { maksBerkas?: number } = {},
): AsyncGenerator<Multipart> {
  const maksBerkas = opsi.maksBerkas ?? 1;
  const iterator = (maksBerkas > 1 ? req.parts({ limits: { files: maksBerkas } }) : req.parts())[
    Symbol.asyncIterator
  ]();
  while (true) {
    let hasil: IteratorResult<Multipart>;
    try {
      hasil = await iterator.next();
    } catch (error) {
      throw galatMultipart(error, maksBerkas);
    }
    if (hasil.done) return;
    yield hasil.value;
  }
}

/** The one file part of a request (the class banner), as bagianMultipart reads it. */
export async function satuBerkasMultipart(req: FastifyRequest): Promise<MultipartFile | undefined> {
  try {
    return await req.file();
  } catch (error) {
    throw galatMultipart(error);
  }
}
