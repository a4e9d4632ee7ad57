import { bulatkan } from './angka';
import { formatIsoOffset } from './formatWaktu';
import { cekBerurutan, gagal, type HasilCek, isKosong, LOLOS } from './hasil';
import type { StatusUjian } from './status';
import { DEFAULT_ZONA_WAKTU, keEpoch, type WaktuInput } from './waktu';

// Exams: attempt state, answer-key visibility, the quiz/exam form, remedial, score updates
// (spec 3 'Exam', 4 'Exam status' and 'Quiz form', 5 'Quiz/exam save'). Questions are in soal.ts,
// question banks in bankSoal.ts.

export const JENIS_UJIAN = ['kuis', 'uts', 'uas', 'remedial'] as const;
export type JenisUjian = (typeof JENIS_UJIAN)[number];

export const LABEL_JENIS_UJIAN = {
  kuis: 'Kuis',
  uts: 'UTS',
  uas: 'UAS',
  remedial: 'Remedial',
} as const satisfies Record<JenisUjian, string>;

/** close = closed book 'Tutup Buku', open = 'Buku Terbuka' (spec 3). */
export const SIFAT_UJIAN = ['close', 'open'] as const;
export type SifatUjian = (typeof SIFAT_UJIAN)[number];
export const LABEL_SIFAT_UJIAN = {
  close: 'Tutup Buku',
  open: 'Buku Terbuka',
} as const satisfies Record<SifatUjian, string>;

export const YA_TIDAK = ['Ya', 'Tidak'] as const;
export type YaTidak = (typeof YA_TIDAK)[number];
export const STATUS_TAMPILAN = ['Ditampilkan', 'Disembunyikan'] as const;
export type StatusTampilan = (typeof STATUS_TAMPILAN)[number];

/** Minimum exam duration and minimum range, in minutes (spec 9 'Quiz limits'). */
export const DURASI_MINIMAL_MENIT = 5;
export const RENTANG_MINIMAL_MENIT = 5;
/** The key date picker spans -100..+100 years. */
export const RENTANG_TAHUN_PICKER_KUNCI = 100;

interface PengerjaanWaktu {
  waktu_mulai?: WaktuInput | null;
  waktu_selesai?: WaktuInput | null;
}

/**
 * A student's attempt status: no attempt gives belum_dimulai; started and not past its end gives
 * sedang_berlangsung; otherwise selesai (spec 4).
 */
export function statusPengerjaan(
  pengerjaan: PengerjaanWaktu | null | undefined,
  sekarang: WaktuInput,
): StatusUjian {
  const mulai = keEpoch(pengerjaan?.waktu_mulai);
  if (!pengerjaan || mulai === null) return 'belum_dimulai';
  const selesai = keEpoch(pengerjaan.waktu_selesai);
  const kini = keEpoch(sekarang) ?? 0;
  return selesai === null || kini <= selesai ? 'sedang_berlangsung' : 'selesai';
}

/** Ended when the server time is after the end (spec 4). */
export function ujianBerakhir(ujian: PengerjaanWaktu, sekarang: WaktuInput): boolean {
  const selesai = keEpoch(ujian.waktu_selesai);
  const kini = keEpoch(sekarang);
  return selesai !== null && kini !== null && kini > selesai;
}

/** Started when the server time is at or after the start and the exam has not ended (spec 4). */
export function ujianDimulai(ujian: PengerjaanWaktu, sekarang: WaktuInput): boolean {
  const mulai = keEpoch(ujian.waktu_mulai);
  const kini = keEpoch(sekarang);
  if (mulai === null || kini === null) return false;
  return kini >= mulai && !ujianBerakhir(ujian, sekarang);
}

/**
 * The answer key shows when key display is enabled, an attempt exists, the key time is a real date
 * that has passed, and the class setting allows showing questions in the exam resume (spec 4).
 */
export function kunciJawabanTampil(args: {
  ujian: { tampilkan_kunci_jawaban?: boolean | null; waktu_tampil_kunci?: WaktuInput | null };
  adaPengerjaan: boolean;
  tampilkanSoalResume: boolean;
  sekarang: WaktuInput;
}): boolean {
  const waktuKunci = keEpoch(args.ujian.waktu_tampil_kunci);
  const kini = keEpoch(args.sekarang);
  return (
    args.ujian.tampilkan_kunci_jawaban === true &&
    args.adaPengerjaan &&
    waktuKunci !== null &&
    kini !== null &&
    kini >= waktuKunci &&
    args.tampilkanSoalResume
  );
}

export interface FormUjian {
  pertemuan: string | null;
  judul: string;
  deskripsi: string;
  jenis_ujian: JenisUjian | null;
  ujian_utama: string | null;
  waktu_mulai: WaktuInput | null;
  waktu_selesai: WaktuInput | null;
  status_tampilan: StatusTampilan;
  sifat: SifatUjian;
  acak_soal: YaTidak;
  batas_waktu: YaTidak;
  durasi: number | null;
  kunci_jawaban: YaTidak;
  waktu_tampil_kunci: WaktuInput | null;
  peserta_remedial: { nama: string; nim: string }[];
  list_salin_ujian: string[];
  salin_kunci_jawaban: YaTidak;
}

/**
 * A fresh form: visible, closed book, no shuffle, no time limit, no key, with start and end
 * prefilled from the meeting time (spec 4 'Quiz form').
 */
export function formUjianAwal(
  pertemuan?: {
    id?: string | null;
    waktu_mulai?: WaktuInput | null;
    waktu_selesai?: WaktuInput | null;
  } | null,
): FormUjian {
  return {
    pertemuan: pertemuan?.id ?? null,
    judul: '',
    deskripsi: '',
    jenis_ujian: null,
    ujian_utama: null,
    waktu_mulai: pertemuan?.waktu_mulai ?? null,
    waktu_selesai: pertemuan?.waktu_selesai ?? null,
    status_tampilan: 'Ditampilkan',
    sifat: 'close',
    acak_soal: 'Tidak',
    batas_waktu: 'Tidak',
    durasi: null,
    kunci_jawaban: 'Tidak',
    waktu_tampil_kunci: null,
    peserta_remedial: [],
    list_salin_ujian: [],
    salin_kunci_jawaban: 'Tidak',
  };
}

export const PESAN_UJIAN = {
  /** The save call's required title and description (contract SimpanUjian). */
  judul: 'Judul wajib diisi',
  deskripsi: 'Deskripsi wajib diisi',
  pertemuan: 'Pertemuan wajib diisi',
  durasiWajib: 'Durasi wajib diisi',
  durasiMinimal: 'Durasi tidak boleh kurang dari 5 menit',
  mulaiWajib: 'Waktu mulai wajib diisi',
  selesaiWajib: 'Waktu selesai wajib diisi',
  rentangMinimal: 'Rentang waktu tidak boleh kurang dari 5 menit',
  rentangDurasi: 'Rentang waktu tidak boleh kurang dari durasi',
  selesaiSebelumMulai: 'Waktu selesai tidak boleh kurang dari waktu mulai',
  pilihUjian: 'Pilih ujian terlebih dahulu',
} as const;

/**
 * Quiz/exam save, checked in the spec's order 1..8 (spec 5); copy mode first requires a chosen
 * exam. The range compares the absolute distance so an end before the start reaches rule 8.
 */
export function validasiFormUjian(
  form: Pick<
    FormUjian,
    'pertemuan' | 'batas_waktu' | 'durasi' | 'waktu_mulai' | 'waktu_selesai' | 'list_salin_ujian'
  >,
  opsi: { operator: boolean; dariInfoUjian?: boolean; mode?: 'baru' | 'salin'; tz?: string },
): HasilCek {
  const salin = opsi.mode === 'salin';
  if (salin && form.list_salin_ujian.length === 0) return gagal(PESAN_UJIAN.pilihUjian);
  const tz = opsi.tz ?? DEFAULT_ZONA_WAKTU;
  const batasWaktu = !salin && form.batas_waktu === 'Ya';
  const durasi = form.durasi;
  const mulai = keEpoch(form.waktu_mulai, tz);
  const selesai = keEpoch(form.waktu_selesai, tz);
  const rentang = mulai !== null && selesai !== null ? Math.abs(selesai - mulai) / 60_000 : 0;
  return cekBerurutan([
    [opsi.operator && !opsi.dariInfoUjian && isKosong(form.pertemuan), PESAN_UJIAN.pertemuan],
    [batasWaktu && isKosong(durasi), PESAN_UJIAN.durasiWajib],
    [batasWaktu && (durasi ?? 0) < DURASI_MINIMAL_MENIT, PESAN_UJIAN.durasiMinimal],
    [mulai === null, PESAN_UJIAN.mulaiWajib],
    [selesai === null, PESAN_UJIAN.selesaiWajib],
    [rentang < RENTANG_MINIMAL_MENIT, PESAN_UJIAN.rentangMinimal],
    [batasWaktu && rentang < (durasi ?? 0), PESAN_UJIAN.rentangDurasi],
    [(selesai ?? 0) < (mulai ?? 0), PESAN_UJIAN.selesaiSebelumMulai],
  ]);
}

/** The older exam form checks only the duration when a time limit is on (spec 5). */
export function validasiDurasiUjianLama(form: Pick<FormUjian, 'batas_waktu' | 'durasi'>): HasilCek {
  if (form.batas_waktu !== 'Ya') return LOLOS;
  return cekBerurutan([
    [isKosong(form.durasi), PESAN_UJIAN.durasiWajib],
    [(form.durasi ?? 0) < DURASI_MINIMAL_MENIT, PESAN_UJIAN.durasiMinimal],
  ]);
}

/** Fields marked required: title, description, type, and the main exam for remedial (spec 5). */
export function fieldWajibKosongUjian(
  form: Pick<FormUjian, 'judul' | 'deskripsi' | 'jenis_ujian' | 'ujian_utama'>,
): ('judul' | 'deskripsi' | 'jenis_ujian' | 'ujian_utama')[] {
  const kosong: ('judul' | 'deskripsi' | 'jenis_ujian' | 'ujian_utama')[] = [];
  if (isKosong(form.judul)) kosong.push('judul');
  if (isKosong(form.deskripsi)) kosong.push('deskripsi');
  if (isKosong(form.jenis_ujian)) kosong.push('jenis_ujian');
  if (form.jenis_ujian === 'remedial' && isKosong(form.ujian_utama)) kosong.push('ujian_utama');
  return kosong;
}

export interface PayloadUjian {
  id?: string;
  sifat: SifatUjian;
  acak_soal: boolean;
  deskripsi: string;
  ditampilkan: boolean;
  durasi: number | null;
  gunakan_batas_waktu: boolean;
  id_pertemuan: string | null;
  id_ujian_utama: string | null;
  jenis: JenisUjian | null;
  judul: string;
  peserta_remedial: string[];
  tampilkan_kunci_jawaban: boolean;
  waktu_mulai: string | null;
  waktu_selesai: string | null;
  waktu_tampil_kunci: string | null;
}

/**
 * The exam save payload (spec 7): times ISO with the class zone's offset, the key time sent only
 * when the key is shown, the main exam and participants only for remedial, id when copying.
 * The description is passed as given; encoding it is the transport's job.
 */
export function payloadUjian(form: FormUjian, tz: string = DEFAULT_ZONA_WAKTU, idSalin?: string) {
  const remedial = form.jenis_ujian === 'remedial';
  const batasWaktu = form.batas_waktu === 'Ya';
  const kunci = form.kunci_jawaban === 'Ya';
  const payload: PayloadUjian = {
    sifat: form.sifat,
    acak_soal: form.acak_soal === 'Ya',
    deskripsi: form.deskripsi,
    ditampilkan: form.status_tampilan === 'Ditampilkan',
    durasi: batasWaktu ? form.durasi : null,
    gunakan_batas_waktu: batasWaktu,
    id_pertemuan: form.pertemuan,
    id_ujian_utama: remedial ? form.ujian_utama : null,
    jenis: form.jenis_ujian,
    judul: form.judul.trim(),
    peserta_remedial: remedial ? form.peserta_remedial.map((p) => p.nim) : [],
    tampilkan_kunci_jawaban: kunci,
    waktu_mulai: formatIsoOffset(form.waktu_mulai, tz),
    waktu_selesai: formatIsoOffset(form.waktu_selesai, tz),
    waktu_tampil_kunci: kunci ? formatIsoOffset(form.waktu_tampil_kunci, tz) : null,
  };
  if (idSalin !== undefined) payload.id = idSalin;
  return payload;
}

/** The end can be chosen only after the start is set (spec 4). */
export function bisaPilihWaktuSelesai(form: Pick<FormUjian, 'waktu_mulai'>): boolean {
  return keEpoch(form.waktu_mulai) !== null;
}

/** Start and end are disabled once there are attempts (older variant, spec 4). */
export function waktuUjianTerkunci(ujian: { jumlah_pengerjaan?: number | null }): boolean {
  return (ujian.jumlah_pengerjaan ?? 0) > 0;
}

export const TEKS_TIDAK_ADA_UJIAN_UTAMA = 'Tidak ada ujian di pertemuan ini';

/** 'Ujian Utama' options: the meeting's non-remedial exams (spec 4). */
export function opsiUjianUtama<T extends { jenis?: string | null }>(ujianPertemuan: readonly T[]) {
  return ujianPertemuan.filter((u) => u.jenis !== 'remedial');
}

/** Choosing a remedial participant appends them once (spec 4). */
export function tambahPesertaRemedial<T extends { nim: string }>(daftar: readonly T[], peserta: T) {
  return daftar.some((p) => p.nim === peserta.nim) ? [...daftar] : [...daftar, peserta];
}

/** The close button removes a remedial participant. */
export function hapusPesertaRemedial<T extends { nim: string }>(daftar: readonly T[], nim: string) {
  return daftar.filter((p) => p.nim !== nim);
}

/** Exam deletion warns when attempts or remedial exams exist (spec 6). */
export function perluPeringatanHapusUjian(ujian: {
  jumlah_pengerjaan?: number | null;
  has_remedial?: boolean | null;
}): boolean {
  return (ujian.jumlah_pengerjaan ?? 0) > 0 || ujian.has_remedial === true;
}

export const TEKS_KONFIRMASI_RESET_PENGERJAAN =
  'Anda yakin me-reset pengerjaan kuis/ujian mahasiswa ini?';

/** Question grades are integers (spec 5 'Score updates'); null when the input is not one. */
export function normalisasiNilaiSoal(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined || input === '') return null;
  const n = typeof input === 'number' ? input : Number(String(input).trim().replace(',', '.'));
  return Number.isInteger(n) ? n : null;
}

/** Deductions are a two-decimal number (spec 5 'Score updates'). */
export function normalisasiPenguranganNilai(
  input: string | number | null | undefined,
): number | null {
  if (input === null || input === undefined || input === '') return null;
  const n = typeof input === 'number' ? input : Number(String(input).trim().replace(',', '.'));
  return Number.isFinite(n) ? bulatkan(n, 2) : null;
}
