import { EKSTENSI_IMPOR_SOAL } from './berkas';
import { type GalatForm, gagal, type HasilCek, isKosong, LOLOS } from './hasil';
import { ekstensiDiterima } from './unggah';

// Question banks (spec 3 'Question bank', 5 'Bank modal', 'Copy and import').

export const MAKS_JUDUL_BANK = 100;
export const MAKS_DESKRIPSI_BANK = 300;

/** Visibility: Ditampilkan (other teachers of the course may copy) or Disembunyikan. */
export const VISIBILITAS_BANK_SOAL = ['Ditampilkan', 'Disembunyikan'] as const;

export interface FormBankSoal {
  judul: string;
  deskripsi: string;
  dosen?: string | null;
  mata_kuliah: string | null;
}

/** Bank modal: title (max 100), description (max 300), lecturer if options exist, course. */
export function validasiBankSoal(
  form: FormBankSoal,
  opsi: { adaOpsiDosen: boolean },
): GalatForm<'judul' | 'deskripsi' | 'dosen' | 'mata_kuliah'> {
  const galat: GalatForm<'judul' | 'deskripsi' | 'dosen' | 'mata_kuliah'> = {};
  if (isKosong(form.judul)) galat.judul = PESAN_BANK_SOAL.judul;
  else if (form.judul.length > MAKS_JUDUL_BANK) galat.judul = PESAN_BANK_SOAL.judulMaks;
  if (isKosong(form.deskripsi)) galat.deskripsi = PESAN_BANK_SOAL.deskripsi;
  else if (form.deskripsi.length > MAKS_DESKRIPSI_BANK) {
    galat.deskripsi = PESAN_BANK_SOAL.deskripsiMaks;
  }
  if (opsi.adaOpsiDosen && isKosong(form.dosen)) galat.dosen = PESAN_BANK_SOAL.dosen;
  if (isKosong(form.mata_kuliah)) galat.mata_kuliah = PESAN_BANK_SOAL.mataKuliah;
  return galat;
}

export const PESAN_BANK_SOAL = {
  judul: 'Judul wajib diisi!',
  judulMaks: `Judul tidak boleh lebih dari ${MAKS_JUDUL_BANK} karakter`,
  deskripsi: 'Deskripsi wajib diisi!',
  deskripsiMaks: `Deskripsi tidak boleh lebih dari ${MAKS_DESKRIPSI_BANK} karakter`,
  dosen: 'Dosen wajib diisi!',
  mataKuliah: 'Mata kuliah wajib diisi!',
  tidakAdaDipilih: 'Tidak ada soal yang dipilih',
  berkasBelumDipilih: 'File belum dipilih',
  jenisBelumDipilih: 'Jenis soal wajib dipilih',
  formatImpor: 'File harus berformat .xls atau .xlsx',
  belumAdaSoal: 'Belum ada soal',
} as const;

/** Copy needs at least one question (spec 5). */
export function validasiSalinSoal(idTerpilih: readonly string[]): HasilCek {
  return idTerpilih.length === 0 ? gagal(PESAN_BANK_SOAL.tidakAdaDipilih) : LOLOS;
}

/** Import: file required, type required, .xls or .xlsx (spec 5). */
export function validasiImporSoal(form: {
  berkas: { name: string } | null | undefined;
  jenis: string | null | undefined;
}): HasilCek {
  if (!form.berkas) return gagal(PESAN_BANK_SOAL.berkasBelumDipilih);
  if (isKosong(form.jenis)) return gagal(PESAN_BANK_SOAL.jenisBelumDipilih);
  if (!ekstensiDiterima(form.berkas.name, EKSTENSI_IMPOR_SOAL)) {
    return gagal(PESAN_BANK_SOAL.formatImpor);
  }
  return LOLOS;
}

/** Download with no questions: 'Belum ada soal' (spec 5). */
export function validasiUnduhBankSoal(jumlahSoal: number): HasilCek {
  return jumlahSoal <= 0 ? gagal(PESAN_BANK_SOAL.belumAdaSoal) : LOLOS;
}

/** A duplicated bank's title: '{judul} (Salinan)', the title cut so it stays within 100. */
export function judulSalinanBankSoal(judul: string): string {
  const akhiran = ' (Salinan)';
  return `${judul
    .trim()
    .slice(0, MAKS_JUDUL_BANK - akhiran.length)
    .trimEnd()}${akhiran}`;
}

/** The bank PDF is named 'Bank Soal - {title}.pdf' (spec 2). */
export function namaBerkasBankSoal(judul: string): string {
  return `Bank Soal - ${judul}.pdf`;
}

/** Import modal: empty, then success or failure; 'Impor Ulang' resets (spec 4). */
export type KeadaanImpor =
  | { tahap: 'kosong' }
  | { tahap: 'berhasil'; pesan: string }
  | { tahap: 'gagal'; pesan: string };

export function hasilImpor(status: { code: number | string; message: string }): KeadaanImpor {
  const kode = Number(status.code);
  return kode >= 200 && kode < 300
    ? { tahap: 'berhasil', pesan: status.message }
    : { tahap: 'gagal', pesan: status.message };
}
