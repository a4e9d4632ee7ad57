import type { SimpanSoal } from '@kampus/api/contract';
import { PESAN_SOAL } from '@kampus/domain';
import type { z } from 'zod';
import { tidakValid } from '../../http/errors';
import { dekodeDeskripsi, sanitasiHtml } from '../../http/sanitasi';
import { tandaiUrl } from '../storager';
import type { DataSoal } from './schema';

// A question as the editors save it, for exams and question banks alike (one question model).

type InputSoal = z.infer<typeof SimpanSoal>;

/** A question's stored data from the editor's input. */
export function dataSoal(input: InputSoal): DataSoal {
  if (input.jenis === 'pilihan') {
    if (input.pilihan.pilihan.some((p) => p.trim() === '')) {
      throw tidakValid(PESAN_SOAL.pilihan, 'pilihan');
    }
    if (input.pilihan.kunci >= input.pilihan.pilihan.length) {
      throw tidakValid(PESAN_SOAL.kunci, 'pilihan.kunci');
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

/** A stored file's address inside rich text, with the signature (?exp=..&sig=..) it may carry. */
const LINK_BERKAS_TEKS =
  /(\/v2\/storager\/berkas\/[a-z_]+\/[0-9a-f-]{36}\.[a-z0-9]{1,10})(?:\?[^"'\s)<>]*)?/g;

/**
 * The question text as stored: cleaned HTML whose pictures are links to uploaded files, kept
 * without the signature the upload answered with (signed again whenever the text is read).
 */
export function pertanyaanTersimpan(masuk: string): string {
  return sanitasiHtml(dekodeDeskripsi(masuk)).replace(LINK_BERKAS_TEKS, '$1');
}

/** Every stored file linked from a question's text, signed for whoever reads it now. */
function tandaiTeks(teks: string, secret: Uint8Array): string {
  return teks.replace(LINK_BERKAS_TEKS, (_, url: string) =>
    // An attribute of HTML: the query's '&' written as the entity.
    tandaiUrl(url, secret).replace(/&/g, '&amp;'),
  );
}

/** Stored file addresses of questions, keys and answers are kept unsigned: without the query. */
export function tanpaTanda<T extends { url: string }>(files: T[]): T[] {
  return files.map((f) => ({ ...f, url: f.url.split('?')[0] ?? f.url }));
}

/**
 * Every stored file address (`url` fields of questions, keys and answers, pictures linked from a
 * question's text) leaves the server signed (storager/tanda.ts), as a material's does.
 */
export function tandaiBerkas<T>(nilai: T, secret: Uint8Array): T {
  if (Array.isArray(nilai)) return nilai.map((n) => tandaiBerkas(n, secret)) as T;
  if (nilai === null || typeof nilai !== 'object') return nilai;
  const hasil: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(nilai)) {
    hasil[k] =
      typeof v !== 'string'
        ? tandaiBerkas(v, secret)
        : k === 'url'
          ? tandaiUrl(v, secret)
          : k === 'pertanyaan'
            ? tandaiTeks(v, secret)
            : v;
  }
  return hasil as T;
}
