import { SimpanMateri } from '@kampus/api/contract';
import {
  aturanSyaratHadir,
  batasUnggahMateriByte,
  cekWaktuMateri,
  EKSTENSI_TIPE_FILE,
  PESAN_MATERI,
} from '@kampus/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { Aktor } from '../auth';
import { getPengaturan } from '../sistem';
import { type BerkasTersimpan, bagianMultipart, simpanUnggahan } from '../storager';
import { lepasBerkas } from './queries';

// A material's form: reading it (JSON, or multipart with its file stored as it streams in), its
// display and attendance rules, and removing a stored file no material uses any more.

type Input = z.infer<typeof SimpanMateri>;

export function validasiInput(parsed: ReturnType<typeof SimpanMateri.safeParse>): Input {
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  throw new ApiError(422, PESAN_MATERI.belumLengkap, undefined, errors);
}

/** Display and attendance rules of spec 4 and 5 (domain cekWaktuMateri), on the server clock. */
export function aturTampilDanSyarat(
  input: Pick<Input, 'tampil_sekarang' | 'waktu_mulai_tampil' | 'is_syarat_hadir' | 'deadline'>,
  jenisPertemuan: string,
  sekarang: Date,
  lama: { tampilSekarang: boolean; mulaiTampil: Date | null; deadline: Date | null } | null,
) {
  const mulaiTampil = input.tampil_sekarang ? null : (input.waktu_mulai_tampil ?? null);
  // An offline meeting forces no attendance requirement (spec 4).
  const syaratNonaktif = aturanSyaratHadir(jenisPertemuan).nonaktif;
  const syarat = syaratNonaktif ? null : input.is_syarat_hadir === true;
  const deadline = syarat ? (input.deadline ?? null) : null;
  const cek = cekWaktuMateri(
    {
      tampil_sekarang: input.tampil_sekarang,
      waktu_mulai_tampil: mulaiTampil,
      is_syarat_hadir: syarat,
      deadline,
    },
    {
      sekarang,
      syaratNonaktif,
      asli: lama && {
        tampil_sekarang: lama.tampilSekarang,
        waktu_mulai_tampil: lama.mulaiTampil?.toISOString() ?? null,
        deadline: lama.deadline?.toISOString() ?? null,
      },
    },
  );
  const errors = Object.entries(cek.galat).map(([field, message]) => ({
    field,
    message: String(message),
  }));
  const pertama = errors[0];
  if (pertama) {
    throw new ApiError(
      422,
      cek.belumLengkap ? PESAN_MATERI.belumLengkap : pertama.message,
      undefined,
      errors,
    );
  }
  return {
    tampilSekarang: input.tampil_sekarang,
    waktuMulaiTampil: mulaiTampil ? new Date(mulaiTampil) : null,
    isSyaratHadir: syarat,
    deadline: deadline ? new Date(deadline) : null,
  };
}

/**
 * Reads a material form: JSON, or multipart whose fields come before the 'file' part. The file
 * is checked and stored as it streams in, with the per-type limit from the settings.
 */
export async function bacaForm(
  ctx: AppContext,
  req: FastifyRequest,
  aktor: Aktor,
  dibutuhkan: (input: Input) => Promise<void>,
) {
  if (!req.isMultipart()) {
    const input = validasiInput(SimpanMateri.safeParse(req.body ?? {}));
    await dibutuhkan(input);
    return { input, file: null as BerkasTersimpan | null };
  }
  const fields: Record<string, string> = {};
  let file: BerkasTersimpan | null = null;
  let input: Input | null = null;
  try {
    for await (const part of bagianMultipart(req)) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      input = validasiInput(SimpanMateri.safeParse(fields));
      await dibutuhkan(input);
      if (input.tipe_file === 'url') {
        part.file.resume();
        continue;
      }
      const pengaturan = await getPengaturan(ctx.database.db, aktor.idPerguruanTinggi);
      file = await simpanUnggahan(ctx.database.db, ctx.storage, {
        file: part,
        jenis: 'materi',
        accept: EKSTENSI_TIPE_FILE[input.tipe_file],
        maksByte: batasUnggahMateriByte(
          pengaturan?.pengaturan_kelas.batas_ukuran_unggah_mb,
          input.tipe_file,
        ),
        aktor,
        varian: 'dialog',
      });
    }
    if (!input) {
      input = validasiInput(SimpanMateri.safeParse(fields));
      await dibutuhkan(input);
    }
    return { input, file };
  } catch (error) {
    if (file) await hapusBerkas(ctx, file.id);
    throw error;
  }
}

/** Removes a stored file unless another material (a copy) still uses it. */
export async function hapusBerkas(ctx: AppContext, idBerkas: string, kecualiMateri?: string) {
  const db = ctx.database.db;
  const kunci = await lepasBerkas(db, idBerkas, kecualiMateri);
  if (kunci) await ctx.storage.hapus(kunci);
}
