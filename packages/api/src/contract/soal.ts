import { adaGambarDataUri, JENIS_FILE_ESAI, JENIS_SOAL, PESAN_SOAL } from '@kampus/domain';
import { Bulat } from './masukan';
import { z } from './zod';

// Questions (spec 3 'Question', 5 'Question'): one model for exams and question banks. A question
// as it is read, and as the editors save it with its files in the owner's storage folders.

/** A file attached to a question or its key (spec 3 soal_files). */
export const BerkasSoal = z.object({
  name: z.string(),
  content_length: z.number().int(),
  url: z.string(),
  extension: z.string(),
  path: z.string(),
});
export type BerkasSoal = z.infer<typeof BerkasSoal>;

/** A question (spec 3 'Question'); the keys are null for whoever may not see them yet. */
export const Soal = z.object({
  id: z.string(),
  nomor: z.number().int(),
  jenis: z.enum(JENIS_SOAL),
  /** Sanitised HTML. */
  pertanyaan: z.string(),
  created_by: z.object({ name: z.string(), username: z.string() }).nullable(),
  soal_files: z.array(BerkasSoal),
  pilihan: z
    .object({
      pilihan: z.array(z.string()),
      kunci: z.number().int().nullable(),
      gambar: z.array(z.string()),
    })
    .nullable(),
  benar_salah: z
    .object({
      pilihan: z.object({ benar: z.string(), salah: z.string() }),
      kunci: z.enum(['benar', 'salah']).nullable(),
    })
    .nullable(),
  esay: z
    .object({
      jenis_file_diterima: z.array(z.enum(JENIS_FILE_ESAI)),
      kunci: z.string().nullable(),
      kunci_files: z.array(BerkasSoal),
    })
    .nullable(),
});
export type Soal = z.infer<typeof Soal>;

/** A file of our storage (POST /v2/storager) in one folder, never a foreign link. */
export const BerkasTersimpan = (folder: string) =>
  z.object({
    name: z.string().trim().min(1).max(255),
    content_length: Bulat('Ukuran berkas tidak valid'),
    url: z
      .string()
      .max(300)
      .regex(
        // The upload answers a signed address (?exp=..&sig=..); the server keeps the path.
        new RegExp(`^/v2/storager/berkas/${folder}/[0-9a-f-]{36}\\.[a-z0-9]{1,10}(\\?[^#\\s]*)?$`),
        'Berkas tidak valid',
      ),
    extension: z.string().max(10).default(''),
    path: z.string().max(300).default(''),
  });

/** Pictures are uploaded files linked from the text, never base64 inside it (issue 21). */
const tanpaGambarDataUri = (t: string) => !adaGambarDataUri(t);

const Pertanyaan = z
  .string({ error: PESAN_SOAL.pertanyaan })
  .min(1, PESAN_SOAL.pertanyaan)
  .max(1_000_000, 'Pertanyaan terlalu panjang')
  .refine(tanpaGambarDataUri, PESAN_SOAL.gambarTertanam);

/**
 * A question as the editors save it (spec 3 'Question', 5 'Question'), its files kept in the
 * storage folders of its owner: an exam's (soal_ujian, kunci_ujian) or a bank's (soal_bank_soal,
 * kunci_bank_soal; spec 3 file kinds). One shape, two folders.
 */
export function skemaSimpanSoal(folder: { soal: string; kunci: string }) {
  const lampiran = z.array(BerkasTersimpan(folder.soal)).max(20).default([]);
  return z.discriminatedUnion(
    'jenis',
    [
      z.object({
        jenis: z.literal('pilihan'),
        pertanyaan: Pertanyaan,
        soal_files: lampiran,
        pilihan: z.object({
          pilihan: z
            .array(z.string().max(100_000).refine(tanpaGambarDataUri, PESAN_SOAL.gambarTertanam), {
              error: PESAN_SOAL.pilihan,
            })
            .min(3, 'Pilihan jawaban minimal 3')
            .max(26, 'Pilihan jawaban terlalu banyak'),
          kunci: Bulat(PESAN_SOAL.kunci, 0, 25),
          gambar: z.array(z.string().max(300)).max(26).default([]),
        }),
      }),
      z.object({
        jenis: z.literal('benar_salah'),
        pertanyaan: Pertanyaan,
        soal_files: lampiran,
        benar_salah: z.object({
          pilihan: z
            .object({ benar: z.string().trim().max(100), salah: z.string().trim().max(100) })
            .default({ benar: 'Benar', salah: 'Salah' }),
          kunci: z.enum(['benar', 'salah'], { error: PESAN_SOAL.kunci }),
        }),
      }),
      z.object({
        jenis: z.literal('esay'),
        pertanyaan: Pertanyaan,
        soal_files: lampiran,
        esay: z.object({
          jenis_file_diterima: z
            .array(z.enum(JENIS_FILE_ESAI, { error: 'Jenis jawaban tidak dikenal' }))
            .min(1, PESAN_SOAL.jenisJawaban)
            .max(JENIS_FILE_ESAI.length),
          kunci: z
            .string()
            .max(1_000_000)
            .refine(tanpaGambarDataUri, PESAN_SOAL.gambarTertanam)
            .default(''),
          kunci_files: z.array(BerkasTersimpan(folder.kunci)).max(20).default([]),
        }),
      }),
    ],
    { error: 'Jenis soal tidak dikenal' },
  );
}

/** An exam's question as the editor saves it. */
