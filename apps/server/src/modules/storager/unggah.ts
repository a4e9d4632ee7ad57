import type { MultipartFile } from '@fastify/multipart';
import { ekstensiBerkas, periksaBerkas } from '@kampus/domain';
import type { Db } from '../../db/client';
import { berkas } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Aktor } from '../auth/aktor';
import { BerkasTerlaluBesar, buatKunci, type Storage } from './storage';

export interface BerkasTersimpan {
  id: string;
  kunci: string;
  url: string;
  nama: string;
  ukuran: number;
  mime: string;
}

/** The public address of a stored file. */
export const urlBerkas = (kunci: string) => `/v2/storager/berkas/${kunci}`;

/** Keeps only characters safe in a file name shown to users and in content-disposition. */
export function bersihkanNamaBerkas(nama: string) {
  const dasar = nama.split(/[\\/]/).pop() ?? 'berkas';
  const bersih = dasar
    .normalize('NFKC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return (bersih || 'berkas').slice(0, 200);
}

/**
 * Stores one uploaded file after checking its type (by extension) and size on the server with
 * the uploader's messages (spec 5); a refused or interrupted upload leaves nothing behind.
 */
export async function simpanUnggahan(
  db: Db,
  storage: Storage,
  opts: {
    file: MultipartFile;
    jenis: string;
    accept: readonly string[];
    maksByte: number;
    aktor: Aktor;
    varian?: 'dialog' | 'inline' | 'uploader' | 'form';
  },
): Promise<BerkasTersimpan> {
  const nama = bersihkanNamaBerkas(opts.file.filename);
  const cek = periksaBerkas(
    { name: nama, size: 0 },
    { accept: opts.accept, maksByte: opts.maksByte },
    opts.varian ?? 'dialog',
  );
  if (!cek.ok) {
    opts.file.file.resume();
    throw new ApiError(422, cek.pesan);
  }
  const kunci = buatKunci(opts.jenis, ekstensiBerkas(nama));
  let ukuran: number;
  try {
    ukuran = await storage.simpan(kunci, opts.file.file, opts.maksByte);
  } catch (error) {
    if (error instanceof BerkasTerlaluBesar || opts.file.file.truncated) {
      const pesan = periksaBerkas(
        { name: nama, size: opts.maksByte + 1 },
        { maksByte: opts.maksByte },
        opts.varian ?? 'dialog',
      );
      throw new ApiError(413, pesan.ok ? 'Ukuran file melebihi batas maksimal' : pesan.pesan);
    }
    throw error;
  }
  try {
    const [row] = await db
      .insert(berkas)
      .values({
        idPerguruanTinggi: opts.aktor.idPerguruanTinggi,
        kunci,
        namaAsli: nama,
        mime: opts.file.mimetype || 'application/octet-stream',
        ukuran,
        jenis: opts.jenis,
        idPengunggah: opts.aktor.idPengguna,
      })
      .returning({ id: berkas.id });
    if (!row) throw new Error('berkas tidak tercatat');
    return { id: row.id, kunci, url: urlBerkas(kunci), nama, ukuran, mime: opts.file.mimetype };
  } catch (error) {
    await storage.hapus(kunci);
    throw error;
  }
}
