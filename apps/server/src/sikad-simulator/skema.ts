import { z } from 'zod';

// What the simulator accepts, with SIKAD's Indonesian messages. The simulator stands in for
// another system, so it keeps its own rules instead of the LMS's contract.

export const BATAS_BARIS_PER_PERMINTAAN = 500;

const POLA_ID = /^[A-Za-z0-9_.:-]+$/;

const Id = (nama: string) =>
  z
    .string({ error: `${nama} wajib diisi` })
    .min(1, `${nama} wajib diisi`)
    .max(100, `${nama} paling banyak 100 karakter`)
    .regex(POLA_ID, `${nama} hanya boleh berisi huruf, angka, '_', '.', ':' atau '-'`);

const Nilai = z
  .number({
    error: (iss) => (iss.input === undefined ? 'nilai wajib diisi' : 'nilai harus berupa angka'),
  })
  .min(0, 'nilai harus di antara 0 dan 100')
  .max(100, 'nilai harus di antara 0 dan 100');

export const ParamKelas = z.object({ idKelas: Id('id_kelas') });

export const ParamSel = z.object({
  idKelas: Id('id_kelas'),
  nim: Id('nim'),
  idKomponen: Id('id_komponen'),
});

export const KunciIdempotensi = z
  .string({ error: 'Header Idempotency-Key wajib diisi' })
  .min(8, 'Header Idempotency-Key minimal 8 karakter')
  .max(200, 'Header Idempotency-Key paling banyak 200 karakter')
  .regex(POLA_ID, "Header Idempotency-Key hanya boleh berisi huruf, angka, '_', '.', ':' atau '-'");

export const BadanKirim = z.object(
  {
    nilai: z
      .array(
        z.object(
          { nim: Id('nim'), id_komponen: Id('id_komponen'), nilai: Nilai },
          { error: 'Setiap baris nilai harus berupa objek' },
        ),
        { error: "Daftar 'nilai' wajib diisi" },
      )
      .min(1, 'Daftar nilai kosong')
      .max(
        BATAS_BARIS_PER_PERMINTAAN,
        `Paling banyak ${BATAS_BARIS_PER_PERMINTAAN} baris per permintaan`,
      ),
  },
  { error: 'Data permintaan harus berupa objek JSON' },
);
export type BadanKirim = z.infer<typeof BadanKirim>;

export const BadanUbah = z.object(
  {
    nilai: Nilai.nullable(),
  },
  { error: 'Data permintaan harus berupa objek JSON' },
);

export const CARA_GAGAL = ['putus', 'mati'] as const;
export type CaraGagal = (typeof CARA_GAGAL)[number];

export const BadanGagal = z.object(
  {
    baris: z
      .number({ error: 'baris harus berupa angka' })
      .int('baris harus bilangan bulat')
      .min(0, 'baris tidak boleh negatif')
      .nullable(),
    cara: z.enum(CARA_GAGAL, { error: "cara harus 'putus' atau 'mati'" }).default('putus'),
  },
  { error: 'Data permintaan harus berupa objek JSON' },
);

export const BadanTunda = z.object(
  {
    ms: z
      .number({ error: 'ms harus berupa angka' })
      .int('ms harus bilangan bulat')
      .min(0, 'ms harus di antara 0 dan 60000')
      .max(60_000, 'ms harus di antara 0 dan 60000'),
  },
  { error: 'Data permintaan harus berupa objek JSON' },
);

/** The first problem as one message, with the row number for a row of a push. */
export function pesanMasalah(error: z.ZodError): string {
  const masalah = error.issues[0];
  if (!masalah) return 'Data permintaan tidak valid';
  const [daftar, indeks] = masalah.path;
  return daftar === 'nilai' && typeof indeks === 'number'
    ? `Baris ${indeks + 1}: ${masalah.message}`
    : masalah.message;
}
