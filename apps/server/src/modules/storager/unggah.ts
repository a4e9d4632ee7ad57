import { finished, PassThrough, Transform } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { ekstensiBerkas, isiSesuaiEkstensi, periksaBerkas, pesanTipeDitolak } from '@kampus/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client';
import { berkas } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Aktor } from '../auth';
import { multipartRusak } from './multipart';
import { BerkasTerlaluBesar, buatStorageKey, type Storage } from './storage';

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

/** The file's bytes are not what its name says (an executable or page named .pdf, SVG as .png). */
export class IsiTidakSesuai extends Error {
  constructor() {
    super('isi berkas tidak sesuai ekstensinya');
  }
}

/** How many leading bytes the format sniffer reads (file-type's own sample size). */
const SAMPEL_BYTE = 4100;

/**
 * Passes the stream through once its first bytes are recognised as a format the extension may
 * hold (packages/domain isiSesuaiEkstensi); otherwise fails it, so nothing is kept. Only the
 * sample is held in memory, however large the upload.
 */
export class PemeriksaIsi extends Transform {
  /** The recognised content type, once known. */
  mime: string | null = null;
  private sampel: Buffer[] = [];
  private panjang = 0;
  private lolos = false;

  constructor(private readonly ekstensi: string) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _enc: BufferEncoding,
    done: (e?: Error | null, data?: Buffer) => void,
  ) {
    if (this.lolos) return done(null, chunk);
    this.sampel.push(chunk);
    this.panjang += chunk.length;
    if (this.panjang < SAMPEL_BYTE) return done();
    this.periksa().then(() => done(), done);
  }

  override _flush(done: (e?: Error | null) => void) {
    if (this.lolos) return done();
    this.periksa().then(() => done(), done);
  }

  private async periksa() {
    const awal = Buffer.concat(this.sampel);
    // A sample the sniffer cannot parse is not recognised, so refused (never a 500).
    const jenis = await fileTypeFromBuffer(awal).catch(() => undefined);
    if (!isiSesuaiEkstensi(this.ekstensi, jenis?.ext)) throw new IsiTidakSesuai();
    this.mime = jenis?.mime ?? null;
    this.lolos = true;
    this.sampel = [];
    this.push(awal);
  }
}

export interface OpsiUnggah {
  file: MultipartFile;
  /** The storage folder (file kind), the first part of the key. */
  jenis: string;
  accept: readonly string[];
  maksByte: number;
  aktor: Aktor;
  varian?: 'dialog' | 'inline' | 'uploader' | 'form';
}

/**
 * Writes an uploaded file's bytes under a new key after checking its type by extension and by
 * content, and its size, with the uploader's messages (spec 5). A refused, interrupted or
 * malformed upload leaves nothing behind. No database row yet: see simpanUnggahan.
 */
export async function tulisUnggahan(storage: Storage, opts: OpsiUnggah) {
  const varian = opts.varian ?? 'dialog';
  const nama = bersihkanNamaBerkas(opts.file.filename);
  const ekstensi = ekstensiBerkas(nama);
  const sumber = opts.file.file;
  const cek = periksaBerkas(
    { name: nama, size: 0 },
    { accept: opts.accept, maksByte: opts.maksByte },
    varian,
  );
  if (!cek.ok) {
    sumber.resume();
    throw new ApiError(422, cek.pesan);
  }
  const kunci = buatStorageKey(opts.jenis, ekstensi);
  const pemeriksa = new PemeriksaIsi(ekstensi);
  // The request's own stream is never destroyed: a refused file is read to its end (and
  // dropped), so the rest of the form and the answer still flow.
  const masuk = new PassThrough();
  // Busboy reports a cut-off or malformed body on the file stream itself, possibly before this
  // handler saw the part: finished() also sees a stream that already failed.
  let sumberRusak = false;
  finished(sumber, (error) => {
    if (!error) return;
    sumberRusak = true;
    if (!masuk.destroyed) masuk.destroy(error);
  });
  // The failure is read from the pipeline below; a late one (busboy reports a cut-off body
  // more than once) must not become an unhandled 'error' event that stops the process.
  masuk.on('error', () => {});
  sumber.pipe(masuk);
  let ukuran: number;
  try {
    ukuran = await storage.simpan(kunci, masuk, opts.maksByte, [pemeriksa]);
  } catch (error) {
    sumber.unpipe(masuk);
    sumber.resume();
    if (error instanceof IsiTidakSesuai) {
      throw new ApiError(422, pesanTipeDitolak(varian, ekstensi, opts.accept, opts.maksByte));
    }
    if (error instanceof BerkasTerlaluBesar || sumber.truncated) {
      const pesan = periksaBerkas(
        { name: nama, size: opts.maksByte + 1 },
        { maksByte: opts.maksByte },
        varian,
      );
      throw new ApiError(413, pesan.ok ? 'Ukuran file melebihi batas maksimal' : pesan.pesan);
    }
    if (sumberRusak) throw multipartRusak();
    throw error;
  }
  if (sumber.truncated) {
    await storage.hapus(kunci);
    throw new ApiError(413, 'Ukuran file melebihi batas maksimal');
  }
  return { kunci, nama, ukuran, mime: pemeriksa.mime ?? 'application/octet-stream' };
}

/** Records a written file; on failure the bytes are removed too. */
export async function catatBerkas(
  db: Db,
  storage: Storage,
  tertulis: { kunci: string; nama: string; ukuran: number; mime: string },
  jenis: string,
  aktor: Aktor,
): Promise<BerkasTersimpan> {
  try {
    const [row] = await db
      .insert(berkas)
      .values({
        idPerguruanTinggi: aktor.idPerguruanTinggi,
        kunci: tertulis.kunci,
        namaAsli: tertulis.nama,
        // What the content is, not what the client claimed.
        mime: tertulis.mime,
        ukuran: tertulis.ukuran,
        jenis,
        idPengunggah: aktor.idPengguna,
      })
      .returning({ id: berkas.id });
    if (!row) throw new Error('berkas tidak tercatat');
    return { id: row.id, ...tertulis, url: urlBerkas(tertulis.kunci) };
  } catch (error) {
    await storage.hapus(tertulis.kunci);
    throw error;
  }
}

/**
 * Stores one uploaded file after checking its type (by extension and by content) and size on
 * the server with the uploader's messages (spec 5); a refused or interrupted upload leaves
 * nothing behind.
 */
export async function simpanUnggahan(
  db: Db,
  storage: Storage,
  opts: OpsiUnggah,
): Promise<BerkasTersimpan> {
  const tertulis = await tulisUnggahan(storage, opts);
  return catatBerkas(db, storage, tertulis, opts.jenis, opts.aktor);
}
