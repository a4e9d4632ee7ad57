import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file was larger than allowed; nothing of it was kept. */
export class BerkasTerlaluBesar extends Error {
  constructor(readonly maksByte: number) {
    super('Ukuran file melebihi batas maksimal');
  }
}

/** Bytes `awal` to `akhir` of a file, both inclusive (an HTTP Range). */
export interface Rentang {
  awal: number;
  akhir: number;
}

/**
 * Where uploads live. Local disk by default; an S3-compatible store (s3.ts) when several
 * servers share the files.
 */
export interface Storage {
  /**
   * Writes the stream under `kunci`, refusing more than `maksByte`, through the given checks
   * (transforms that may refuse the content); returns the size. Nothing is kept on failure.
   */
  simpan(kunci: string, isi: Readable, maksByte: number, periksa?: Transform[]): Promise<number>;
  /** Moves a stored file to another key (an upload whose folder was known only at its end). */
  pindah(dari: string, ke: string): Promise<void>;
  hapus(kunci: string): Promise<void>;
  ukuran(kunci: string): Promise<number | null>;
  /** Absolute path for range-capable serving, when the backend is a local disk. */
  pathLokal(kunci: string): string | null;
  /** The file's bytes (or a range of them); a missing file fails the stream. */
  baca(kunci: string, rentang?: Rentang): Readable;
  /** Lets go of connections (on shutdown). */
  tutup?(): void;
}

/** Keys are 'kind/uuid.ext': never a user-chosen path. */
export function buatStorageKey(jenis: string, ekstensi: string) {
  const ext = ekstensi.toLowerCase().replace(/[^a-z0-9.]/g, '');
  return `${jenis}/${randomUUID()}${ext.startsWith('.') ? ext : `.${ext}`}`;
}

const KUNCI_VALID = /^[a-z_]+\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/;

export function storageKeyValid(kunci: string) {
  return KUNCI_VALID.test(kunci);
}

/** Files under one folder; a write goes to a temporary file renamed only when complete. */
export class DiskStorage implements Storage {
  constructor(readonly root: string) {}

  private lokasi(kunci: string) {
    if (!storageKeyValid(kunci)) throw new Error(`kunci berkas tidak valid: ${kunci}`);
    return path.join(this.root, kunci);
  }

  async simpan(kunci: string, isi: Readable, maksByte: number, periksa: Transform[] = []) {
    const tujuan = this.lokasi(kunci);
    await mkdir(path.dirname(tujuan), { recursive: true });
    const sementara = path.join(path.dirname(tujuan), `.${randomUUID()}.part`);
    const ukuran = await tulisSementara(sementara, isi, maksByte, periksa);
    try {
      await rename(sementara, tujuan);
    } catch (error) {
      await rm(sementara, { force: true });
      throw error;
    }
    return ukuran;
  }

  async pindah(dari: string, ke: string) {
    const tujuan = this.lokasi(ke);
    await mkdir(path.dirname(tujuan), { recursive: true });
    await rename(this.lokasi(dari), tujuan);
  }

  async hapus(kunci: string) {
    await rm(this.lokasi(kunci), { force: true });
  }

  async ukuran(kunci: string) {
    try {
      return (await stat(this.lokasi(kunci))).size;
    } catch {
      return null;
    }
  }

  pathLokal(kunci: string) {
    return this.lokasi(kunci);
  }

  baca(kunci: string, rentang?: Rentang) {
    return createReadStream(
      this.lokasi(kunci),
      rentang ? { start: rentang.awal, end: rentang.akhir } : undefined,
    );
  }
}

/**
 * Writes the stream to the new file `sementara` through the checks, refusing more than
 * `maksByte`; returns the size. On any failure the file is removed and the error thrown.
 */
export async function tulisSementara(
  sementara: string,
  isi: Readable,
  maksByte: number,
  periksa: Transform[] = [],
) {
  let ukuran = 0;
  const batas = new Transform({
    transform(chunk: Buffer, _enc, done) {
      ukuran += chunk.length;
      if (ukuran > maksByte) done(new BerkasTerlaluBesar(maksByte));
      else done(null, chunk);
    },
  });
  const tulis = createWriteStream(sementara, { flags: 'wx' });
  try {
    await pipeline([isi, ...periksa, batas, tulis]);
    return ukuran;
  } catch (error) {
    // An interrupted or refused upload leaves nothing behind. The pipeline can answer before
    // the temporary file has even been opened: remove it only once the file is closed.
    tulis.destroy();
    if (!tulis.closed) await new Promise<void>((selesai) => tulis.once('close', () => selesai()));
    await rm(sementara, { force: true });
    throw error;
  }
}
