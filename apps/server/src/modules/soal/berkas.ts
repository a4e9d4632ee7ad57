import type { BerkasSoal } from '@kampus/api/contract';
import {
  BATAS_UNGGAH_DEFAULT_BYTE,
  EKSTENSI_FOLDER_UNGGAH,
  ekstensiBerkas,
  type FolderUnggah,
  MAKS_BERKAS_SOAL,
  PESAN_BERKAS_SOAL,
} from '@kampus/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { berkas } from '../../db/schema';
import { ApiError, badRequest } from '../../http/errors';
import type { Aktor } from '../auth';
import {
  type BerkasTersimpan,
  bagianMultipart,
  berkasByStorageKey,
  buatStorageKey,
  hapusBerkasRow,
  simpanUnggahan,
  storageKeyValid,
  urlBerkas,
} from '../storager';
import type { BarisSoal } from './queries';
import type { DataSoal } from './schema';

// Files of questions (spec 3 file kinds soal_bank_soal and kunci_bank_soal): uploads onto a
// question, and copies of another question's files when questions are copied or duplicated.

/** A stored file as questions keep it (spec 3 soal_files), by its unsigned address. */
function berkasSoal(b: { kunci: string; nama: string; ukuran: number }): BerkasSoal {
  const url = urlBerkas(b.kunci);
  return {
    name: b.nama,
    content_length: b.ukuran,
    url,
    extension: ekstensiBerkas(b.nama).replace(/^\./, ''),
    path: url,
  };
}

/** The storage key of a stored file's address (signed or not); null for any other address. */
export function storageKeyDariUrl(url: string): string | null {
  const awalan = '/v2/storager/berkas/';
  if (!url.startsWith(awalan)) return null;
  const kunci = url.slice(awalan.length).split('?')[0] ?? '';
  return storageKeyValid(kunci) ? kunci : null;
}

/**
 * Uploads onto one bank question: parts `files` (attachments, folder soal_bank_soal) and
 * `files_kunci` (an essay's key files, kunci_bank_soal), each checked by extension, content and
 * size as POST /v2/storager checks them, at most 20 of each with the ones already there. Any
 * refusal removes what this request stored.
 */
export async function terimaBerkasSoal(
  ctx: AppContext,
  req: FastifyRequest,
  aktor: Aktor,
  soal: { esai: boolean; jumlahLampiran: number; jumlahKunci: number },
) {
  if (!req.isMultipart()) throw badRequest(PESAN_BERKAS_SOAL.bukanMultipart);
  const { db } = ctx.database;
  const tersimpan: { bagian: 'files' | 'files_kunci'; berkas: BerkasTersimpan }[] = [];
  try {
    for await (const part of bagianMultipart(req, { maksBerkas: 2 * MAKS_BERKAS_SOAL })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files' && part.fieldname !== 'files_kunci') {
        part.file.resume();
        continue;
      }
      const kunci = part.fieldname === 'files_kunci';
      const sudah = tersimpan.filter((t) => t.bagian === part.fieldname).length;
      let tolak: string | null = null;
      if (kunci && !soal.esai) tolak = PESAN_BERKAS_SOAL.kunciBukanEsai;
      else if (kunci && soal.jumlahKunci + sudah >= MAKS_BERKAS_SOAL) {
        tolak = PESAN_BERKAS_SOAL.kunciPenuh;
      } else if (!kunci && soal.jumlahLampiran + sudah >= MAKS_BERKAS_SOAL) {
        tolak = PESAN_BERKAS_SOAL.lampiranPenuh;
      }
      if (tolak) {
        part.file.resume();
        throw new ApiError(422, tolak, undefined, [{ field: part.fieldname, message: tolak }]);
      }
      const folder: FolderUnggah = kunci ? 'kunci_bank_soal' : 'soal_bank_soal';
      tersimpan.push({
        bagian: part.fieldname,
        berkas: await simpanUnggahan(db, ctx.storage, {
          file: part,
          jenis: folder,
          accept: EKSTENSI_FOLDER_UNGGAH[folder],
          maksByte: BATAS_UNGGAH_DEFAULT_BYTE,
          aktor,
          varian: 'uploader',
        }),
      });
    }
    if (tersimpan.length === 0) {
      throw new ApiError(422, PESAN_BERKAS_SOAL.kosong, undefined, [
        { field: 'files', message: PESAN_BERKAS_SOAL.kosong },
      ]);
    }
  } catch (error) {
    for (const { berkas: b } of tersimpan) {
      await hapusBerkasRow(db, b.id);
      await ctx.storage.hapus(b.kunci);
    }
    throw error;
  }
  const pilih = (bagian: string) =>
    tersimpan.filter((t) => t.bagian === bagian).map((t) => berkasSoal(t.berkas));
  return {
    lampiran: pilih('files'),
    kunci: pilih('files_kunci'),
    /** Undoes the uploads when the question cannot be saved after all. */
    batal: async () => {
      for (const { berkas: b } of tersimpan) {
        await hapusBerkasRow(db, b.id);
        await ctx.storage.hapus(b.kunci);
      }
    },
  };
}

/**
 * Copies of question files into a folder of their new owner, under new keys: a copy is a file
 * of its own (its kind is the owner's, spec 3; deleting one leaves the other). Bytes are written
 * first; `baris` are the storage rows the caller inserts in the same transaction as the
 * questions, `batal` removes the bytes when that transaction fails. A file no longer in the
 * storage is left out of the copy.
 */
export class PenyalinBerkas {
  private tertulis: { kunci: string; nama: string; ukuran: number; mime: string; jenis: string }[] =
    [];

  constructor(
    private readonly ctx: AppContext,
    private readonly aktor: Aktor,
  ) {}

  async salin(files: readonly BerkasSoal[], folder: FolderUnggah): Promise<BerkasSoal[]> {
    const hasil: BerkasSoal[] = [];
    for (const f of files) {
      const asal = storageKeyDariUrl(f.url);
      if (!asal) continue;
      const ukuran = await this.ctx.storage.ukuran(asal);
      if (ukuran === null) continue;
      const row = await berkasByStorageKey(this.ctx.database.db, asal);
      const kunci = buatStorageKey(folder, ekstensiBerkas(asal));
      const ditulis = await this.ctx.storage.simpan(
        kunci,
        this.ctx.storage.baca(asal),
        Number.MAX_SAFE_INTEGER,
      );
      const b = {
        kunci,
        nama: row?.namaAsli ?? f.name,
        ukuran: ditulis,
        mime: row?.mime ?? 'application/octet-stream',
        jenis: folder,
      };
      this.tertulis.push(b);
      hasil.push({ ...berkasSoal(b), name: f.name || b.nama });
    }
    return hasil;
  }

  /** The storage rows of the copies, for the caller's transaction. */
  baris(): (typeof berkas.$inferInsert)[] {
    return this.tertulis.map((b) => ({
      idPerguruanTinggi: this.aktor.idPerguruanTinggi,
      kunci: b.kunci,
      namaAsli: b.nama,
      mime: b.mime,
      ukuran: b.ukuran,
      jenis: b.jenis,
      idPengunggah: this.aktor.idPengguna,
    }));
  }

  async batal() {
    for (const b of this.tertulis) await this.ctx.storage.hapus(b.kunci);
    this.tertulis = [];
  }
}

/** The folders of a question's files by its owner (spec 3 file kinds). */
export const FOLDER_SOAL = {
  bank: { soal: 'soal_bank_soal', kunci: 'kunci_bank_soal' },
  ujian: { soal: 'soal_ujian', kunci: 'kunci_ujian' },
} as const satisfies Record<string, { soal: FolderUnggah; kunci: FolderUnggah }>;

/**
 * A copy of a question for another owner: its text, options, key, essay types and files (copied
 * into the owner's folders), remembering where it came from.
 */
export async function salinanSoal(
  penyalin: PenyalinBerkas,
  s: BarisSoal,
  tujuan: keyof typeof FOLDER_SOAL,
  dibuatOleh: string,
) {
  const folder = FOLDER_SOAL[tujuan];
  const d = s.data as DataSoal;
  const data: DataSoal =
    d.jenis === 'esay'
      ? { ...d, kunci_files: await penyalin.salin(d.kunci_files, folder.kunci) }
      : d;
  return {
    jenis: s.jenis,
    pertanyaan: s.pertanyaan,
    data,
    soalFiles: await penyalin.salin(s.soalFiles, folder.soal),
    idSumber: s.id,
    dibuatOleh,
  };
}

/** Pictures larger than this are named in the printout instead of drawn. */
const MAKS_GAMBAR_PDF_BYTE = 10 * 1024 * 1024;

/** Stored pictures linked from a question's text (unsigned, as the text keeps them). */
const POLA_GAMBAR_TEKS = /\/v2\/storager\/berkas\/[a-z_]+\/[0-9a-f-]{36}\.(?:png|jpe?g)\b/g;

/**
 * The png and jpg pictures of questions, attached or linked from their text, as bytes by their
 * (unsigned) address, for the bank's PDF; a missing or too large file is left out (the printout
 * names it instead).
 */
export async function gambarSoalPdf(
  ctx: AppContext,
  daftar: readonly { pertanyaan: string; soal_files: BerkasSoal[] }[],
) {
  const hasil = new Map<string, Buffer>();
  for (const s of daftar) {
    const alamat = [
      ...s.soal_files.map((f) => f.url),
      ...(s.pertanyaan.match(POLA_GAMBAR_TEKS) ?? []),
    ];
    for (const url of alamat) {
      const kunci = storageKeyDariUrl(url);
      if (!kunci || !/\.(png|jpe?g)$/.test(kunci) || hasil.has(url)) continue;
      const ukuran = await ctx.storage.ukuran(kunci);
      if (ukuran === null || ukuran > MAKS_GAMBAR_PDF_BYTE) continue;
      const potongan: Buffer[] = [];
      try {
        for await (const c of ctx.storage.baca(kunci)) potongan.push(c as Buffer);
      } catch {
        continue;
      }
      hasil.set(url, Buffer.concat(potongan));
    }
  }
  return hasil;
}
