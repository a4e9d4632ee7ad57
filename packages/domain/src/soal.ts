import { JENIS_FILE_ESAI, type JenisFileEsai } from './berkas';
import { type GalatForm, gagal, type HasilCek, isKosong, LOLOS } from './hasil';

// Questions, one model for exams and question banks (spec 3 'Question', 5 'Question'): choice
// options, the question editor's form, its checks and its save body.

export const JENIS_SOAL = ['pilihan', 'benar_salah', 'esay'] as const;
export type JenisSoal = (typeof JENIS_SOAL)[number];

export const MINIMAL_PILIHAN = 3;
export const MAKS_SOAL_BANK = 100;
export const PESAN_PILIHAN_WAJIB = 'Pilihan jawaban wajib diisi';

/** Option letters start at A. */
export function hurufPilihan(index: number): string {
  return String.fromCharCode(65 + index);
}

export interface SoalPilihan {
  pilihan: string[];
  kunci: number | null;
  gambar?: (string | null)[];
}

/** Choice questions need at least 3 options, every one with text (spec 5). */
export function validasiSoalPilihan(soal: Pick<SoalPilihan, 'pilihan'>): HasilCek {
  if (soal.pilihan.length < MINIMAL_PILIHAN || soal.pilihan.some((p) => isKosong(p))) {
    return gagal(PESAN_PILIHAN_WAJIB);
  }
  return LOLOS;
}

export function tambahPilihan<T extends SoalPilihan>(soal: T): T {
  const hasil = { ...soal, pilihan: [...soal.pilihan, ''] };
  if (soal.gambar) hasil.gambar = [...soal.gambar, null];
  return hasil;
}

/**
 * Deleting an option: ignored below 3 options; the key index follows its option, and is cleared
 * when the key itself is deleted (spec 5).
 */
export function hapusPilihan<T extends SoalPilihan>(soal: T, index: number): T {
  if (soal.pilihan.length <= MINIMAL_PILIHAN || index < 0 || index >= soal.pilihan.length) {
    return soal;
  }
  let kunci = soal.kunci;
  if (kunci !== null) {
    if (index === kunci) kunci = null;
    else if (index < kunci) kunci -= 1;
  }
  const hasil = { ...soal, pilihan: soal.pilihan.filter((_, i) => i !== index), kunci };
  if (soal.gambar) hasil.gambar = soal.gambar.filter((_, i) => i !== index);
  return hasil;
}

/** Adding a question is disabled at 100 questions in a bank (spec 5, 9). */
export function bisaTambahSoal(jumlahSoal: number): boolean {
  return jumlahSoal < MAKS_SOAL_BANK;
}

/** Essay answer types with select-all: toggling 'semua' selects all or none. */
export function pilihSemuaJenisFileEsai<T extends string>(
  semua: readonly T[],
  terpilih: readonly T[],
): T[] {
  return terpilih.length === semua.length ? [] : [...semua];
}

export const LABEL_JENIS_SOAL = {
  pilihan: 'Soal Pilihan',
  benar_salah: 'Soal Benar Salah',
  esay: 'Soal Esai',
} as const satisfies Record<JenisSoal, string>;

export const PESAN_SOAL = {
  pertanyaan: 'Pertanyaan wajib diisi',
  pilihan: PESAN_PILIHAN_WAJIB,
  kunci: 'Kunci jawaban wajib dipilih',
  jenisJawaban: 'Jenis jawaban wajib dipilih',
  gambarTertanam:
    'Gambar di dalam soal harus diunggah, bukan disimpan sebagai teks. Hapus gambar itu, lalu sisipkan lagi dengan tombol Gambar.',
} as const;

/** A picture whose address is a data: URI: in an img tag or a Markdown image. */
const POLA_GAMBAR_DATA_URI = [
  /<img\b[^>]*?\bsrc\s*=\s*["']?\s*data:/i,
  /!\[[^\]]*\]\(\s*<?\s*data:/i,
];

/**
 * The text carries a picture as a data: URI (its bytes as base64 text) instead of a link to an
 * uploaded file: a photo would be hundreds of KB of unreadable text in the editor and the
 * database (issue 21). Also found when the text arrives URI-encoded (spec 7 descriptions).
 */
export function adaGambarDataUri(teks: string): boolean {
  let terurai = teks;
  try {
    terurai = decodeURIComponent(teks);
  } catch {
    // Not URI-encoded: the text as it is.
  }
  return POLA_GAMBAR_DATA_URI.some((pola) => pola.test(teks) || pola.test(terurai));
}

/** The question editor's values, one shape for the three kinds. */
export interface FormSoal {
  jenis: JenisSoal;
  /** HTML. */
  pertanyaan: string;
  pilihan: SoalPilihan;
  kunci_benar_salah: 'benar' | 'salah' | null;
  jenis_file_diterima: JenisFileEsai[];
  kunci_esai: string;
}

/** A new question of a kind: three empty options, every answer type accepted for essays. */
export function formSoalBaru(jenis: JenisSoal): FormSoal {
  return {
    jenis,
    pertanyaan: '',
    pilihan: { pilihan: ['', '', ''], kunci: null, gambar: [] },
    kunci_benar_salah: null,
    jenis_file_diterima: [...JENIS_FILE_ESAI],
    kunci_esai: '',
  };
}

/** A stored question (spec 3 'Question') in the editor. */
export function formSoalDari(soal: {
  jenis: JenisSoal;
  pertanyaan: string;
  pilihan: { pilihan: string[]; kunci: number | null; gambar: string[] } | null;
  benar_salah: { kunci: 'benar' | 'salah' | null } | null;
  esay: { jenis_file_diterima: JenisFileEsai[]; kunci: string | null } | null;
}): FormSoal {
  const awal = formSoalBaru(soal.jenis);
  return {
    ...awal,
    pertanyaan: soal.pertanyaan,
    pilihan: soal.pilihan
      ? {
          pilihan: [...soal.pilihan.pilihan],
          kunci: soal.pilihan.kunci,
          gambar: [...soal.pilihan.gambar],
        }
      : awal.pilihan,
    kunci_benar_salah: soal.benar_salah?.kunci ?? null,
    jenis_file_diterima: soal.esay ? [...soal.esay.jenis_file_diterima] : awal.jenis_file_diterima,
    kunci_esai: soal.esay?.kunci ?? '',
  };
}

export type FieldSoal = 'pertanyaan' | 'pilihan' | 'kunci' | 'jenis_file_diterima';

/**
 * A question before saving (spec 5 'Question'): the text; for choices every option's text
 * ('Pilihan jawaban wajib diisi', at least 3) and the key; for true/false the key; for essays
 * at least one accepted answer type.
 */
export function validasiSoal(form: FormSoal): GalatForm<FieldSoal> {
  const galat: GalatForm<FieldSoal> = {};
  const teks = form.pertanyaan.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
  if (isKosong(teks) && !/<img\b/i.test(form.pertanyaan)) galat.pertanyaan = PESAN_SOAL.pertanyaan;
  else if (adaGambarDataUri(form.pertanyaan)) galat.pertanyaan = PESAN_SOAL.gambarTertanam;
  if (form.jenis === 'pilihan') {
    const cek = validasiSoalPilihan(form.pilihan);
    if (!cek.ok) galat.pilihan = cek.pesan;
    const k = form.pilihan.kunci;
    if (k === null || k < 0 || k >= form.pilihan.pilihan.length) galat.kunci = PESAN_SOAL.kunci;
  } else if (form.jenis === 'benar_salah') {
    if (form.kunci_benar_salah === null) galat.kunci = PESAN_SOAL.kunci;
  } else if (form.jenis_file_diterima.length === 0) {
    galat.jenis_file_diterima = PESAN_SOAL.jenisJawaban;
  }
  return galat;
}

/** The save body of a question of the form's kind (POST/PUT .../soal); attachments kept as given. */
export function payloadSoal<B>(
  form: FormSoal,
  berkas: { soal_files?: B[]; kunci_files?: B[] } = {},
) {
  const soal_files = berkas.soal_files ?? [];
  if (form.jenis === 'pilihan') {
    return {
      jenis: 'pilihan' as const,
      pertanyaan: form.pertanyaan,
      soal_files,
      pilihan: {
        pilihan: form.pilihan.pilihan.map((p) => p.trim()),
        kunci: form.pilihan.kunci ?? 0,
        gambar: (form.pilihan.gambar ?? []).map((g) => g ?? ''),
      },
    };
  }
  if (form.jenis === 'benar_salah') {
    return {
      jenis: 'benar_salah' as const,
      pertanyaan: form.pertanyaan,
      soal_files,
      benar_salah: {
        pilihan: { benar: 'Benar', salah: 'Salah' },
        kunci: form.kunci_benar_salah ?? 'benar',
      },
    };
  }
  return {
    jenis: 'esay' as const,
    pertanyaan: form.pertanyaan,
    soal_files,
    esay: {
      jenis_file_diterima: JENIS_FILE_ESAI.filter((j) => form.jenis_file_diterima.includes(j)),
      kunci: form.kunci_esai,
      kunci_files: berkas.kunci_files ?? [],
    },
  };
}
