import type { SimpanSoal } from '@kampus/api/contract';
import type { z } from 'zod';
import { ApiError } from '../../http/errors';
import { sanitasiHtml } from '../../http/sanitasi';
import { tandaiUrl } from '../storager/tanda';
import type { DataSoal } from './schema';

// A question as the editors save it, for exams and question banks alike (one question model).

type InputSoal = z.infer<typeof SimpanSoal>;

const galat = (message: string, field: string) =>
  new ApiError(422, message, undefined, [{ field, message }]);

/** A question's stored data from the editor's input. */
export function dataSoal(input: InputSoal): DataSoal {
  if (input.jenis === 'pilihan') {
    if (input.pilihan.pilihan.some((p) => p.trim() === '')) {
      throw galat('Pilihan jawaban wajib diisi', 'pilihan');
    }
    if (input.pilihan.kunci >= input.pilihan.pilihan.length) {
      throw galat('Kunci jawaban wajib dipilih', 'pilihan.kunci');
    }
    return {
      jenis: 'pilihan',
      pilihan: input.pilihan.pilihan.map((p) => sanitasiHtml(p)),
      kunci: input.pilihan.kunci,
      gambar: input.pilihan.gambar,
    };
  }
  if (input.jenis === 'benar_salah') {
    return {
      jenis: 'benar_salah',
      pilihan: {
        benar: input.benar_salah.pilihan.benar || 'Benar',
        salah: input.benar_salah.pilihan.salah || 'Salah',
      },
      kunci: input.benar_salah.kunci,
    };
  }
  return {
    jenis: 'esay',
    jenis_file_diterima: [...new Set(input.esay.jenis_file_diterima)],
    kunci: sanitasiHtml(input.esay.kunci),
    kunci_files: tanpaTanda(input.esay.kunci_files),
  };
}

/** Stored file addresses of questions, keys and answers are kept unsigned: without the query. */
export function tanpaTanda<T extends { url: string }>(files: T[]): T[] {
  return files.map((f) => ({ ...f, url: f.url.split('?')[0] ?? f.url }));
}

/**
 * Every stored file address (`url` fields of questions, keys and answers) leaves the server signed
 * (storager/tanda.ts), as a material's does.
 */
export function tandaiBerkas<T>(nilai: T, secret: Uint8Array): T {
  if (Array.isArray(nilai)) return nilai.map((n) => tandaiBerkas(n, secret)) as T;
  if (nilai === null || typeof nilai !== 'object') return nilai;
  const hasil: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(nilai)) {
    hasil[k] =
      k === 'url' && typeof v === 'string' ? tandaiUrl(v, secret) : tandaiBerkas(v, secret);
  }
  return hasil as T;
}
