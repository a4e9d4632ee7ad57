import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';

/** A multipart body that cannot be read: no or wrong boundary, cut off, malformed parts. */
export const PESAN_MULTIPART_RUSAK =
  'Data unggahan tidak dapat dibaca (multipart rusak atau terputus). Silakan unggah ulang.';

export const multipartRusak = () => new ApiError(400, PESAN_MULTIPART_RUSAK);

/**
 * The parts of a multipart request; a body the parser cannot read is a 400 in Indonesian, not
 * a 500. Errors thrown by the caller while handling a part pass through untouched.
 */
export async function* bagianMultipart(req: FastifyRequest): AsyncGenerator<Multipart> {
  const iterator = req.parts()[Symbol.asyncIterator]();
  while (true) {
    let hasil: IteratorResult<Multipart>;
    try {
      hasil = await iterator.next();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw multipartRusak();
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
    if (error instanceof ApiError) throw error;
    throw multipartRusak();
  }
}
