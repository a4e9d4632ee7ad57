import { MAKS_SOAL_BANK } from './soal';

// What the server answers in the exam, question and question-bank areas, beyond the form rules
// the pages share (PESAN_UJIAN, PESAN_SOAL, PESAN_PENGERJAAN, PESAN_BANK_SOAL): a missing row,
// a request the server refuses. Written once here, so a page or a test reads the same words.

/** Exams, their question groups, attempts and grading (spec 7 /lms/ujian). */
export const PESAN_UJIAN_SERVER = {
  tidakAda: 'Kuis/ujian tidak ditemukan',
  pertemuanTidakAda: 'Pertemuan tidak ditemukan',
  pengerjaanTidakAda: 'Pengerjaan tidak ditemukan',
  ujianUtamaWajib: 'Ujian utama wajib dipilih',
  ujianUtamaSalah: 'Ujian utama harus kuis/ujian non-remedial di pertemuan ini',
  pesertaBukanKelas: 'Peserta remedial bukan peserta kelas ini',
  waktuKunciWajib: 'Waktu tampil kunci jawaban wajib diisi',
  belumMulai: 'Pengerjaan belum dimulai',
  soalBukanPengerjaan: 'Soal tidak ditemukan pada pengerjaan ini',
  jenisJawaban: 'Jenis jawaban tidak sesuai dengan soal',
  pilihanTidakAda: 'Pilihan jawaban tidak ditemukan',
  teksTidakDiterima: 'Jawaban teks tidak diterima untuk soal ini',
  berkasTidakDiterima: 'Jenis berkas jawaban tidak diterima untuk soal ini',
  berkasBukanMilik: 'Lampiran jawaban harus berkas yang Anda unggah sendiri',
  belumTersimpan: 'Masih ada jawaban yang belum tersimpan di server. Coba kumpulkan lagi.',
  belumSelesai: 'Pengerjaan belum selesai dikerjakan',
  salinBedaMataKuliah: 'Kuis/ujian hanya dapat disalin dari kelas dengan mata kuliah yang sama',
  kelompokTidakAda: 'Kelompok soal tidak ditemukan',
  soalTidakAda: 'Soal tidak ditemukan',
} as const;

/** Question banks themselves (spec 7 /lms/bank_soal). */
export const PESAN_BANK = {
  tidakAda: 'Bank soal tidak ditemukan',
  bukanMilik: 'Anda hanya dapat mengubah bank soal Anda sendiri',
  bukanMataKuliah: 'Anda hanya dapat membuat bank soal untuk mata kuliah yang Anda ajar',
  mataKuliahTidakAda: 'Mata kuliah tidak ditemukan',
  dosenTidakAda: 'Dosen tidak ditemukan',
} as const;

/** A bank's questions: its 100, copies into it and out of it, the import's outcome. */
export const PESAN_SOAL_BANK = {
  penuh: `Bank soal sudah berisi ${MAKS_SOAL_BANK} soal`,
  tidakAda: 'Soal tidak ditemukan',
  sumberTidakAda: 'Sebagian soal yang dipilih tidak ditemukan atau tidak dapat Anda salin',
  /** Adding `tambah` questions to a bank holding `ada` would pass 100: nothing is added. */
  melebihi: (ada: number, tambah: number, kata: 'disalin' | 'diimpor') =>
    `Bank soal berisi ${ada} soal; menambah ${tambah} soal melebihi batas ${MAKS_SOAL_BANK} soal per bank. Tidak ada soal yang ${kata}.`,
  berhasilImpor: (n: number) => `${n} soal berhasil diimpor`,
} as const;

/** At most this many attachments, and as many key files, on one question (the contract's). */
export const MAKS_BERKAS_SOAL = 20;

/** Files uploaded onto a question (spec 3 file kinds soal_bank_soal and kunci_bank_soal). */
export const PESAN_BERKAS_SOAL = {
  bukanMultipart: 'Unggah berkas soal memakai multipart/form-data (files, files_kunci)',
  kosong: 'File wajib dipilih!',
  kunciBukanEsai: 'Berkas kunci jawaban hanya untuk soal esai',
  lampiranPenuh: `Lampiran soal paling banyak ${MAKS_BERKAS_SOAL} berkas`,
  kunciPenuh: `Berkas kunci jawaban paling banyak ${MAKS_BERKAS_SOAL} berkas`,
} as const;
