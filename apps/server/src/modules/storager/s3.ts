import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable, type Transform } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config, S3Setelan } from '../../config';
import {
  DiskStorage,
  type Rentang,
  type Storage,
  storageKeyValid,
  tulisSementara,
} from './storage';

/** A file that is not there: HeadObject answers 404 without a body, GetObject NoSuchKey. */
function tidakAda(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Uploads in an S3-compatible store, for several servers that share files. A write is first
 * spooled (and checked) in a temporary file on this machine, then sent whole with its length:
 * a refused or interrupted upload never reaches the bucket.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly spool: string;

  constructor(setelan: S3Setelan, opts: { spoolDir?: string } = {}) {
    this.bucket = setelan.bucket;
    this.spool = opts.spoolDir ?? path.join(tmpdir(), 'kampus-unggah-s3');
    this.client = new S3Client({
      region: setelan.region,
      endpoint: setelan.endpoint,
      forcePathStyle: setelan.forcePathStyle,
      credentials: setelan.credentials,
      // Checksums only where the API requires them: many S3-compatible stores refuse the
      // newer default (aws-chunked bodies with trailing checksums).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private kunci(kunci: string) {
    if (!storageKeyValid(kunci)) throw new Error(`kunci berkas tidak valid: ${kunci}`);
    return kunci;
  }

  async simpan(kunci: string, isi: Readable, maksByte: number, periksa: Transform[] = []) {
    const Key = this.kunci(kunci);
    await mkdir(this.spool, { recursive: true });
    const sementara = path.join(this.spool, `${randomUUID()}.part`);
    const ukuran = await tulisSementara(sementara, isi, maksByte, periksa);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key,
          Body: createReadStream(sementara),
          ContentLength: ukuran,
        }),
      );
      return ukuran;
    } finally {
      await rm(sementara, { force: true });
    }
  }

  async pindah(dari: string, ke: string) {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: this.kunci(ke),
        CopySource: `${this.bucket}/${this.kunci(dari)}`,
      }),
    );
    await this.hapus(dari);
  }

  async hapus(kunci: string) {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.kunci(kunci) }),
    );
  }

  async ukuran(kunci: string) {
    try {
      const r = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.kunci(kunci) }),
      );
      return r.ContentLength ?? null;
    } catch (error) {
      if (tidakAda(error)) return null;
      throw error;
    }
  }

  pathLokal() {
    return null;
  }

  baca(kunci: string, rentang?: Rentang): Readable {
    const keluar = new PassThrough();
    this.client
      .send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.kunci(kunci),
          Range: rentang ? `bytes=${rentang.awal}-${rentang.akhir}` : undefined,
        }),
      )
      .then(
        (r) => {
          const body = r.Body as Readable | undefined;
          if (!body) return keluar.end();
          body.on('error', (error) => keluar.destroy(error));
          // A reader that went away stops the download too.
          keluar.on('close', () => body.destroy());
          body.pipe(keluar);
        },
        (error) => keluar.destroy(error),
      );
    return keluar;
  }

  tutup() {
    this.client.destroy();
  }
}

/** The storage the settings ask for: S3 when S3_BUCKET is set, else the local disk. */
export function bukaStorage(config: Config): Storage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(config.storageDir);
}
