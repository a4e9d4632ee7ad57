import { formatIsoOffset } from './formatWaktu';
import { gagal, type HasilCek } from './hasil';
import type { AturanKelompokSoal } from './pengerjaan';
import {
  type FormUjian,
  fieldWajibKosongUjian,
  type JenisUjian,
  normalisasiNilaiSoal,
  normalisasiPenguranganNilai,
  type SifatUjian,
  type YaTidak,
} from './ujian';
import { DEFAULT_ZONA_WAKTU, keEpoch, type WaktuInput } from './waktu';

// The staff's exam editors (spec 2 'Exams', 3 'Quiz/exam form', 5 'Quiz/exam save'): the edit
// form from a stored exam, the copy body and the grading inputs of one student's work. The
// question form is in soal.ts.

/** A stored exam as the edit form needs it (spec 3 'Exam'). */
export interface UjianTersimpan {
  id_pertemuan: string;
  judul: string;
  deskripsi: string;
  jenis: JenisUjian;
  id_ujian_utama: string | null;
  waktu_mulai: WaktuInput | null;
  waktu_selesai: WaktuInput | null;
  ditampilkan: boolean;
  sifat: SifatUjian;
  acakSoal: boolean;
  gunakan_batas_waktu: boolean;
  durasi: number | null;
  tampilkan_kunci_jawaban: boolean;
  waktu_tampil_kunci: WaktuInput | null;
  peserta_remedial: readonly string[];
  peserta_remedial_detail?: readonly { nim: string; nama: string }[];
}

const yaTidak = (b: boolean): YaTidak => (b ? 'Ya' : 'Tidak');
/** The zero date 0001-01-01 and missing times are empty (spec 3). */
const waktuAtauKosong = (w: WaktuInput | null | undefined): WaktuInput | null =>
  w === null || w === undefined || keEpoch(w) === null ? null : w;

/** The edit form of a stored exam ('Ubah Data Kuis/Ujian'). */
export function formUjianDari(ujian: UjianTersimpan): FormUjian {
  const nama = new Map((ujian.peserta_remedial_detail ?? []).map((p) => [p.nim, p.nama]));
  return {
    pertemuan: ujian.id_pertemuan,
    judul: ujian.judul,
    deskripsi: ujian.deskripsi,
    jenis_ujian: ujian.jenis,
    ujian_utama: ujian.jenis === 'remedial' ? ujian.id_ujian_utama : null,
    waktu_mulai: waktuAtauKosong(ujian.waktu_mulai),
    waktu_selesai: waktuAtauKosong(ujian.waktu_selesai),
    status_tampilan: ujian.ditampilkan ? 'Ditampilkan' : 'Disembunyikan',
    sifat: ujian.sifat,
    acak_soal: yaTidak(ujian.acakSoal),
    batas_waktu: yaTidak(ujian.gunakan_batas_waktu),
    durasi: ujian.gunakan_batas_waktu ? ujian.durasi : null,
    kunci_jawaban: yaTidak(ujian.tampilkan_kunci_jawaban),
    waktu_tampil_kunci: ujian.tampilkan_kunci_jawaban
      ? waktuAtauKosong(ujian.waktu_tampil_kunci)
      : null,
    peserta_remedial: ujian.peserta_remedial.map((nim) => ({ nim, nama: nama.get(nim) ?? nim })),
    list_salin_ujian: [],
    salin_kunci_jawaban: 'Tidak',
  };
}

export type FieldWajibUjian =
  | ReturnType<typeof fieldWajibKosongUjian>[number]
  | 'waktu_tampil_kunci';

/**
 * The empty required fields of the form or the copy tab: title, description, type, the main exam
 * for remedial (spec 5), and the key display time whenever the key is shown (the server refuses
 * a shown key without one).
 */
export function fieldWajibKosongFormUjian(
  form: FormUjian,
  mode: 'baru' | 'salin' = 'baru',
): FieldWajibUjian[] {
  const kunci = mode === 'salin' ? form.salin_kunci_jawaban : form.kunci_jawaban;
  const kosong: FieldWajibUjian[] = mode === 'salin' ? [] : fieldWajibKosongUjian(form);
  if (kunci === 'Ya' && keEpoch(form.waktu_tampil_kunci) === null) {
    kosong.push('waktu_tampil_kunci');
  }
  return kosong;
}

/** The copy body ('Salin Kuis/Ujian Lain', POST /lms/ujian/salin); the key time only when shown. */
export function payloadSalinUjian(form: FormUjian, tz: string = DEFAULT_ZONA_WAKTU) {
  const kunci = form.salin_kunci_jawaban === 'Ya';
  return {
    id_pertemuan: form.pertemuan ?? '',
    list_id: [...form.list_salin_ujian],
    waktu_mulai: formatIsoOffset(form.waktu_mulai, tz),
    waktu_selesai: formatIsoOffset(form.waktu_selesai, tz),
    waktu_tampil_kunci: kunci ? formatIsoOffset(form.waktu_tampil_kunci, tz) : null,
    salin_kunci_jawaban: kunci,
  };
}

/** What 'Waktu Tampil Kunci Jawaban' means, and the warning when it comes before the end. */
export const PESAN_WAKTU_KUNCI = {
  penjelasan:
    'Mulai waktu ini, mahasiswa yang sudah selesai mengerjakan dapat melihat kunci jawaban, termasuk kunci soal esai.',
  sebelumBerakhir:
    'Waktu ini sebelum kuis/ujian berakhir: mahasiswa yang selesai lebih awal akan melihat kunci jawaban, termasuk kunci soal esai, selagi mahasiswa lain masih mengerjakan.',
} as const;

/**
 * The warning for a key shown before the exam ends (issue 21): a student who has finished sees
 * the keys at that time while others still work (the server hides them only from those still
 * working). Null when the key comes at or after the end, or either time is not set.
 */
export function peringatanWaktuKunci(
  form: { waktu_selesai?: WaktuInput | null; waktu_tampil_kunci?: WaktuInput | null },
  tz: string = DEFAULT_ZONA_WAKTU,
): string | null {
  const selesai = keEpoch(form.waktu_selesai, tz);
  const kunci = keEpoch(form.waktu_tampil_kunci, tz);
  return selesai !== null && kunci !== null && kunci < selesai
    ? PESAN_WAKTU_KUNCI.sebelumBerakhir
    : null;
}

/** A question group's rule in words: Semua, Acak (n drawn per student), Sebagian (answer n). */
export function labelAturanKelompokSoal(
  aturan: AturanKelompokSoal,
  jumlahWajib: number | null | undefined,
): string {
  if (aturan === 'random') return `Acak: ${jumlahWajib ?? 0} soal per mahasiswa`;
  if (aturan === 'sebagian') return `Sebagian: jawab ${jumlahWajib ?? 0} soal`;
  return 'Semua';
}

/**
 * The number of questions before each group: questions are numbered 1..N across an exam's groups
 * in their order (the editor, the exam, grading and the answer statistics alike), not per group.
 */
export function nomorAwalKelompok(kelompok: readonly { soal: readonly unknown[] }[]): number[] {
  let sebelum = 0;
  return kelompok.map((k) => {
    const awal = sebelum;
    sebelum += k.soal.length;
    return awal;
  });
}

/** Every question of the groups in order with its group and its running number (from 1). */
export function soalBernomor<K extends { soal: readonly unknown[] }>(
  kelompok: readonly K[],
): { soal: K['soal'][number]; kelompok: K; nomor: number }[] {
  const awal = nomorAwalKelompok(kelompok);
  return kelompok.flatMap((k, ki) =>
    k.soal.map((soal, i) => ({ soal, kelompok: k, nomor: (awal[ki] ?? 0) + i + 1 })),
  );
}

export const PESAN_NILAI = {
  nilaiSoal: 'Nilai harus bilangan bulat 0 sampai 100',
  penguranganAngka: 'Pengurangan nilai harus angka',
  penguranganNegatif: 'Pengurangan nilai tidak boleh negatif',
  penguranganMaksimal: 'Pengurangan nilai tidak boleh lebih dari 100',
} as const;

export type HasilNilai = { ok: true; nilai: number } | { ok: false; pesan: string };

/** A question grade typed by the lecturer: a whole number 0..100 (80.5 is refused). */
export function cekNilaiSoal(input: string | number | null | undefined): HasilNilai {
  const nilai = normalisasiNilaiSoal(input);
  if (nilai === null || nilai < 0 || nilai > 100) return gagal(PESAN_NILAI.nilaiSoal) as HasilNilai;
  return { ok: true, nilai };
}

/** A deduction typed by the lecturer: a number 0..100 kept to two decimals. */
export function cekPenguranganNilai(input: string | number | null | undefined): HasilNilai {
  const nilai = normalisasiPenguranganNilai(input);
  const cek: HasilCek =
    nilai === null
      ? gagal(PESAN_NILAI.penguranganAngka)
      : nilai < 0
        ? gagal(PESAN_NILAI.penguranganNegatif)
        : nilai > 100
          ? gagal(PESAN_NILAI.penguranganMaksimal)
          : { ok: true };
  return cek.ok ? { ok: true, nilai: nilai as number } : cek;
}
