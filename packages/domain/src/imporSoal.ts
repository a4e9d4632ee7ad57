import { JENIS_FILE_ESAI, type JenisFileEsai } from './berkas';
import {
  hurufPilihan,
  type JenisSoal,
  LABEL_JENIS_SOAL,
  MAKS_SOAL_BANK,
  MINIMAL_PILIHAN,
} from './soal';

// Importing questions into a bank from a spreadsheet (issue 14; spec 2 'Impor Soal', 5 'Copy and
// import', 7 import_excel): one static template per question kind, its columns defined here once
// for the template generator (scripts/templat-impor-soal.mjs), the server's importer and the
// import modal's help text.

/** A column of an import template. */
export interface KolomImpor {
  /** The header text, matched case-insensitively by the importer. */
  judul: string;
  wajib: boolean;
  /** What goes in it (the template's note and the modal's help). */
  keterangan: string;
  /** Column width in the template, in characters. */
  lebar: number;
}

export interface TemplatImpor {
  /** The sheet the importer reads: the kind's label ('Soal Pilihan'...). */
  sheet: string;
  /** The template's title line. */
  judul: string;
  kolom: readonly KolomImpor[];
  /** The example row (its No is 'Contoh', so it is never imported). */
  contoh: readonly string[];
}

/** Options of a choice question in the template: A to E (at least A to C). */
export const MAKS_PILIHAN_IMPOR = 5;

const NO: KolomImpor = {
  judul: 'No',
  wajib: false,
  keterangan: "Nomor urut (boleh kosong). Baris dengan No 'Contoh' tidak diimpor.",
  lebar: 8,
};
const PERTANYAAN: KolomImpor = {
  judul: 'Pertanyaan',
  wajib: true,
  keterangan: 'Teks pertanyaan; baris baru di dalam sel dipertahankan.',
  lebar: 60,
};

/** The value of the 'Jenis Jawaban' column that stands for every essay answer type. */
export const SEMUA_JENIS_JAWABAN = 'semua';

export const TEMPLAT_IMPOR_SOAL: Record<JenisSoal, TemplatImpor> = {
  pilihan: {
    sheet: LABEL_JENIS_SOAL.pilihan,
    judul: 'Templat Impor Soal Pilihan Ganda',
    kolom: [
      NO,
      PERTANYAAN,
      ...Array.from({ length: MAKS_PILIHAN_IMPOR }, (_, i) => ({
        judul: `Pilihan ${hurufPilihan(i)}`,
        wajib: i < MINIMAL_PILIHAN,
        keterangan:
          i < MINIMAL_PILIHAN
            ? `Teks pilihan ${hurufPilihan(i)} (wajib).`
            : `Teks pilihan ${hurufPilihan(i)} (boleh kosong bila pilihan sesudahnya kosong).`,
        lebar: 24,
      })),
      {
        judul: 'Kunci',
        wajib: true,
        keterangan: `Huruf pilihan yang benar: A sampai ${hurufPilihan(MAKS_PILIHAN_IMPOR - 1)}.`,
        lebar: 8,
      },
    ],
    contoh: [
      'Contoh',
      'Struktur data manakah yang bekerja dengan prinsip LIFO?',
      'Antrian (queue)',
      'Tumpukan (stack)',
      'Pohon biner',
      'Graf',
      '',
      'B',
    ],
  },
  benar_salah: {
    sheet: LABEL_JENIS_SOAL.benar_salah,
    judul: 'Templat Impor Soal Benar Salah',
    kolom: [
      NO,
      PERTANYAAN,
      { judul: 'Kunci', wajib: true, keterangan: 'Benar atau Salah.', lebar: 10 },
    ],
    contoh: [
      'Contoh',
      'Pencarian biner hanya dapat dilakukan pada data yang sudah terurut.',
      'Benar',
    ],
  },
  esay: {
    sheet: LABEL_JENIS_SOAL.esay,
    judul: 'Templat Impor Soal Esai',
    kolom: [
      NO,
      PERTANYAAN,
      {
        judul: 'Jenis Jawaban',
        wajib: true,
        keterangan: `Dipisah koma: ${JENIS_FILE_ESAI.join(', ')}; atau '${SEMUA_JENIS_JAWABAN}'.`,
        lebar: 28,
      },
      {
        judul: 'Kunci Jawaban',
        wajib: false,
        keterangan: 'Kunci jawaban atau pedoman penilaian (boleh kosong).',
        lebar: 40,
      },
    ],
    contoh: [
      'Contoh',
      'Jelaskan perbedaan antara stack dan queue beserta contohnya.',
      'text, pdf',
      'Stack LIFO, queue FIFO; contoh tumpukan piring dan antrean kasir.',
    ],
  },
};

/** Where the staff app serves each template (apps/staff/public/templat). */
export function urlTemplatImporSoal(jenis: JenisSoal): string {
  return `/templat/impor-soal-${jenis}.xlsx`;
}

/** The example row's No: such a row is skipped. */
export const NO_CONTOH = 'Contoh';

/** How many data rows one import may hold: a bank holds at most this many questions. */
export const MAKS_BARIS_IMPOR = MAKS_SOAL_BANK;

/** A question read from one row of a template, as plain text. */
export type SoalImpor =
  | { jenis: 'pilihan'; pertanyaan: string; pilihan: string[]; kunci: number }
  | { jenis: 'benar_salah'; pertanyaan: string; kunci: 'benar' | 'salah' }
  | {
      jenis: 'esay';
      pertanyaan: string;
      jenis_file_diterima: JenisFileEsai[];
      kunci: string;
    };

/** A problem of one cell: the column's header and why. */
export interface GalatSel {
  kolom: string;
  pesan: string;
}

/**
 * One template row (its cells as text by column header) as a question, or every problem of the
 * row. The rules are those of spec 5 'Question' (all options, at least 3, a key, essay types).
 */
export function bacaBarisImpor(
  jenis: JenisSoal,
  sel: Readonly<Record<string, string>>,
): { soal: SoalImpor; galat: [] } | { soal: null; galat: GalatSel[] } {
  const galat: GalatSel[] = [];
  const teks = (kolom: string) => (sel[kolom] ?? '').trim();
  const pertanyaan = teks(PERTANYAAN.judul);
  if (!pertanyaan) galat.push({ kolom: PERTANYAAN.judul, pesan: 'Pertanyaan wajib diisi' });

  let soal: SoalImpor | null = null;
  if (jenis === 'pilihan') {
    const semua = Array.from({ length: MAKS_PILIHAN_IMPOR }, (_, i) =>
      teks(`Pilihan ${hurufPilihan(i)}`),
    );
    const terakhir = semua.reduce((n, p, i) => (p ? i : n), -1);
    const jumlah = Math.max(terakhir + 1, MINIMAL_PILIHAN);
    for (let i = 0; i < jumlah; i++) {
      if (semua[i]) continue;
      galat.push({
        kolom: `Pilihan ${hurufPilihan(i)}`,
        pesan:
          i < MINIMAL_PILIHAN
            ? `Pilihan jawaban wajib diisi (minimal ${MINIMAL_PILIHAN} pilihan: A sampai ${hurufPilihan(MINIMAL_PILIHAN - 1)})`
            : 'Pilihan jawaban wajib diisi (pilihan sesudahnya terisi)',
      });
    }
    const pilihan = semua.slice(0, jumlah);
    const huruf = teks('Kunci').toUpperCase();
    const batas = hurufPilihan(MAKS_PILIHAN_IMPOR - 1);
    let kunci = -1;
    if (!huruf)
      galat.push({ kolom: 'Kunci', pesan: `Kunci wajib diisi (huruf A sampai ${batas})` });
    else if (!/^[A-Z]$/.test(huruf) || huruf.charCodeAt(0) - 65 >= MAKS_PILIHAN_IMPOR) {
      galat.push({ kolom: 'Kunci', pesan: `Kunci harus satu huruf A sampai ${batas}` });
    } else {
      kunci = huruf.charCodeAt(0) - 65;
      if (!semua[kunci]) {
        galat.push({ kolom: 'Kunci', pesan: `Kunci ${huruf} menunjuk pilihan yang kosong` });
      }
    }
    soal = { jenis, pertanyaan, pilihan, kunci };
  } else if (jenis === 'benar_salah') {
    const nilai = teks('Kunci').toLowerCase();
    const kunci = ['benar', 'b', 'true'].includes(nilai)
      ? 'benar'
      : ['salah', 's', 'false'].includes(nilai)
        ? 'salah'
        : null;
    if (!nilai) galat.push({ kolom: 'Kunci', pesan: 'Kunci wajib diisi (Benar atau Salah)' });
    else if (!kunci) galat.push({ kolom: 'Kunci', pesan: 'Kunci harus Benar atau Salah' });
    if (kunci) soal = { jenis, pertanyaan, kunci };
  } else {
    const nilai = teks('Jenis Jawaban').toLowerCase();
    const bagian = nilai
      .split(/[,;]/)
      .map((b) => b.trim())
      .filter(Boolean);
    let diterima: JenisFileEsai[] = [];
    if (bagian.length === 0) {
      galat.push({
        kolom: 'Jenis Jawaban',
        pesan: `Jenis jawaban wajib diisi (${JENIS_FILE_ESAI.join(', ')} atau ${SEMUA_JENIS_JAWABAN})`,
      });
    } else if (bagian.includes(SEMUA_JENIS_JAWABAN)) {
      diterima = [...JENIS_FILE_ESAI];
    } else {
      const asing = bagian.filter((b) => !(JENIS_FILE_ESAI as readonly string[]).includes(b));
      if (asing.length > 0) {
        galat.push({
          kolom: 'Jenis Jawaban',
          pesan: `Jenis jawaban tidak dikenal: ${asing.join(', ')} (pilih dari ${JENIS_FILE_ESAI.join(', ')} atau ${SEMUA_JENIS_JAWABAN})`,
        });
      }
      diterima = JENIS_FILE_ESAI.filter((j) => bagian.includes(j));
    }
    soal = { jenis, pertanyaan, jenis_file_diterima: diterima, kunci: teks('Kunci Jawaban') };
  }
  if (galat.length > 0 || !soal) return { soal: null, galat };
  return { soal, galat: [] };
}
