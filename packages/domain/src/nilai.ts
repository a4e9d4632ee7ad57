import { bolehBukaTautanKelas, type HakAkses, type Role } from './akses';
import { bulatkanNilai, isNilaiKosong, NILAI_KOSONG } from './angka';
import type { NilaiLmsKomponen } from './sikad';
import type { StatusNilai } from './status';

// Grade recap: task averages, the 'Tampilkan' filter, SIKAD components and activity links
// (spec 2 'Grade recap', 4 'Grade status', 'SIKAD component editing', 5 'SIKAD grade edit', 9).

/** Average task grade = total_nilai / jumlah_dinilai, rounded to 2 decimals; null when none graded. */
export function rataRataNilaiTugas(totalNilai: number, jumlahDinilai: number): number | null {
  if (!jumlahDinilai) return null;
  return bulatkanNilai(totalNilai / jumlahDinilai);
}

export const FILTER_TAMPILKAN = [
  'semua',
  'tugas',
  'kuis',
  'forum',
  'uts',
  'uas',
  'sikad_lebih_0',
  'sikad_sama_0',
] as const;
export type FilterTampilkan = (typeof FILTER_TAMPILKAN)[number];

export const LABEL_FILTER_TAMPILKAN = {
  semua: 'Semua',
  tugas: 'Tugas',
  kuis: 'Kuis',
  forum: 'Forum',
  uts: 'UTS',
  uas: 'UAS',
  sikad_lebih_0: 'Komponen Nilai Sikad > 0%',
  sikad_sama_0: 'Komponen Nilai Sikad = 0%',
} as const satisfies Record<FilterTampilkan, string>;

export type KeadaanFilterTampilkan = Record<FilterTampilkan, boolean>;

/** Default: all on except the zero-weight option (spec 2). */
export const FILTER_TAMPILKAN_DEFAULT: Readonly<KeadaanFilterTampilkan> = Object.freeze({
  semua: true,
  tugas: true,
  kuis: true,
  forum: true,
  uts: true,
  uas: true,
  sikad_lebih_0: true,
  sikad_sama_0: false,
});

const FILTER_JENIS = ['tugas', 'kuis', 'forum', 'uts', 'uas'] as const;

/** 'Semua' switches every activity type; 'Semua' stays on only while every type is on. */
export function ubahFilterTampilkan(
  keadaan: KeadaanFilterTampilkan,
  kunci: FilterTampilkan,
  nilai: boolean,
): KeadaanFilterTampilkan {
  const baru = { ...keadaan, [kunci]: nilai };
  if (kunci === 'semua') {
    for (const j of FILTER_JENIS) baru[j] = nilai;
  } else if ((FILTER_JENIS as readonly string[]).includes(kunci)) {
    baru.semua = FILTER_JENIS.every((j) => baru[j]);
  }
  return baru;
}

/** Whether an activity column shows: by its type's checkbox, or by 'Semua' for other types. */
export function aktivitasTampil(jenis: string, filter: KeadaanFilterTampilkan): boolean {
  const kunci = jenis.toLowerCase();
  return (FILTER_JENIS as readonly string[]).includes(kunci)
    ? filter[kunci as (typeof FILTER_JENIS)[number]]
    : filter.semua;
}

/** SIKAD component columns show by weight: '> 0%' and '= 0%' options. */
export function komponenSikadTampil(bobot: number, filter: KeadaanFilterTampilkan): boolean {
  return bobot > 0 ? filter.sikad_lebih_0 : filter.sikad_sama_0;
}

export interface AktivitasKomponen {
  id: string;
  label?: string;
  jenis?: string;
}

export interface KeadaanKomponenSikad<T extends AktivitasKomponen = AktivitasKomponen> {
  /** Activities that can still be added. */
  pilihan: T[];
  /** Activities linked to the component (the numbered table). */
  tabel: T[];
}

/** Adding removes the activity from the dropdown (spec 4). */
export function tambahAktivitasKomponen<T extends AktivitasKomponen>(
  keadaan: KeadaanKomponenSikad<T>,
  id: string,
): KeadaanKomponenSikad<T> {
  const item = keadaan.pilihan.find((a) => a.id === id);
  if (!item) return keadaan;
  return { pilihan: keadaan.pilihan.filter((a) => a.id !== id), tabel: [...keadaan.tabel, item] };
}

/** Deleting returns the activity to the dropdown (spec 4). */
export function hapusAktivitasKomponen<T extends AktivitasKomponen>(
  keadaan: KeadaanKomponenSikad<T>,
  id: string,
): KeadaanKomponenSikad<T> {
  const item = keadaan.tabel.find((a) => a.id === id);
  if (!item) return keadaan;
  return { pilihan: [...keadaan.pilihan, item], tabel: keadaan.tabel.filter((a) => a.id !== id) };
}

/** Body of the component update (spec 7). */
export function payloadKomponenSikad(keadaan: KeadaanKomponenSikad): { list_aktivitas: string[] } {
  return { list_aktivitas: keadaan.tabel.map((a) => a.id) };
}

export const PESAN_KONFIRMASI_SIKAD =
  'Nilai telah diupdate di sikad. Update nilai akan mengganti nilai di sikad. Apakah Anda tetap ingin melanjutkan?';

/** The overwrite warning shows when any score was already updated by SIKAD (spec 5). */
export function perluKonfirmasiSikad(
  nilaiMahasiswa: ReadonlyArray<{
    nilai_sikad?: ReadonlyArray<{ komponen?: { id?: string }; update_by_sikad?: boolean | null }>;
  }>,
  idKomponen?: string,
): boolean {
  return nilaiMahasiswa.some((m) =>
    (m.nilai_sikad ?? []).some(
      (n) =>
        n.update_by_sikad === true && (idKomponen === undefined || n.komponen?.id === idKomponen),
    ),
  );
}

/** 'Pengaturan Nilai {type} SIKAD' (spec 2). */
export function judulModalSikad(jenis: string): string {
  return `Pengaturan Nilai ${jenis} SIKAD`;
}

/** The toast after a successful update (spec 8); settings and grades then reload (spec 4). */
export const PESAN_BERHASIL_UPDATE_NILAI = 'Berhasil update nilai';

/** SIKAD update failure: the error message, '! ', then the server's status.message (spec 8). */
export function pesanGagalUpdateSikad(pesanError: string, pesanServer?: string | null): string {
  return pesanServer ? `${pesanError}! ${pesanServer}` : pesanError;
}

/**
 * Activity header links (spec 2): exams to the results tab, assignments to submissions, forums to
 * the class (operator) or the forum (lecturer); null (inactive) without read access to the class.
 */
export function linkAktivitasNilai(args: {
  idKelas: string;
  aktivitas: { id: string; jenis: string };
  role: Role;
  hak?: HakAkses | null;
}): string | null {
  if (!bolehBukaTautanKelas(args.role, args.hak)) return null;
  const { idKelas, aktivitas } = args;
  const jenis = aktivitas.jenis.toLowerCase();
  if (jenis === 'tugas') return `/kelas/${idKelas}/tugas/${aktivitas.id}?tab=submission&ref=nilai`;
  if (jenis === 'forum') {
    return args.role === 'operator'
      ? `/kelas/${idKelas}?back=forum`
      : `/forum?groupId=${idKelas}&forumId=FORUM__${aktivitas.id}&ref=nilai`;
  }
  return `/kelas/${idKelas}/ujian/${aktivitas.id}?tab=hasil&from=nilai`;
}

/** Only page types dosen and operator are valid for the grade recap (spec 2). */
export function jenisHalamanRekapNilaiValid(jenis: string): jenis is 'dosen' | 'operator' {
  return jenis === 'dosen' || jenis === 'operator';
}

export interface HeaderAktivitasNilai {
  label_pertemuan: string;
  status_nilai?: string | null;
  aktivitas: { id: string; jenis: string; label: string };
}

/** Activity headers grouped by meeting label, keeping their order (spec 2 'Grade recap'). */
export function kelompokHeaderAktivitas<T extends { label_pertemuan: string }>(
  header: readonly T[],
): { label_pertemuan: string; aktivitas: T[] }[] {
  const hasil: { label_pertemuan: string; aktivitas: T[] }[] = [];
  for (const h of header) {
    const akhir = hasil[hasil.length - 1];
    if (akhir && akhir.label_pertemuan === h.label_pertemuan) akhir.aktivitas.push(h);
    else hasil.push({ label_pertemuan: h.label_pertemuan, aktivitas: [h] });
  }
  return hasil;
}

/** The 'Keterangan' legend's explanation of the values '-' and 0 (spec 2 'Grade recap'). */
export const KETERANGAN_NILAI = [
  { nilai: '-', label: 'Belum ada nilai: belum dinilai, belum berakhir atau tidak ada pengerjaan' },
  { nilai: '0', label: 'Sudah dinilai dengan nilai 0' },
] as const;

// Preview and push of grades to SIKAD (issue 26, beyond the spec): which scores change, which
// overwrite a score SIKAD itself changed, and the counts the lecturer reads before sending.

/** One score of the preview: the LMS value that would replace SIKAD's. */
/** A preview row as the screen shows it (the server's rows, domain sikad.ts BarisPratinjauSikad, fit). */
export interface BarisPratinjauNilaiSikad {
  nim: string;
  nama: string;
  /** The component's label, or the component. */
  komponen: string | { id: string; label: string };
  nilai_lama: number | null;
  nilai_baru: number | null;
  berubah: boolean;
  /** SIKAD changed this score after the last push (spec 5). */
  update_by_sikad?: boolean | null;
}

export const LABEL_DIUPDATE_SIKAD = 'Diupdate di SIKAD';
export const TEKS_TIDAK_ADA_PERUBAHAN_NILAI = 'Tidak ada perubahan nilai';
export const TEKS_BELUM_ADA_NILAI_KIRIM = 'Belum ada nilai untuk dikirim';

export function labelKomponenPratinjau(komponen: BarisPratinjauNilaiSikad['komponen']): string {
  return typeof komponen === 'string' ? komponen : komponen.label;
}

/** Only the changed scores, unless every row is asked for. */
export function barisPratinjauTampil<T extends Pick<BarisPratinjauNilaiSikad, 'berubah'>>(
  baris: readonly T[],
  semua: boolean,
): T[] {
  return semua ? [...baris] : baris.filter((b) => b.berubah);
}

/** Counts of the preview: to send, unchanged, and sent ones overwriting a SIKAD change. */
export function ringkasanPratinjauSikad(
  baris: ReadonlyArray<Pick<BarisPratinjauNilaiSikad, 'berubah' | 'update_by_sikad'>>,
): { dikirim: number; tidakBerubah: number; menimpaSikad: number } {
  let dikirim = 0;
  let menimpaSikad = 0;
  for (const b of baris) {
    if (!b.berubah) continue;
    dikirim += 1;
    if (b.update_by_sikad === true) menimpaSikad += 1;
  }
  return { dikirim, tidakBerubah: baris.length - dikirim, menimpaSikad };
}

/** Above the preview when sent scores replace ones SIKAD changed (spec 5's warning, as a fact). */
export function teksPeringatanTimpaSikad(n: number): string {
  return `${n} nilai telah diupdate di sikad. Update nilai akan mengganti nilai di sikad.`;
}

/** '{n} nilai akan dikirim'. */
export function teksJumlahKirimSikad(n: number): string {
  return `${n} nilai akan dikirim`;
}

/** The result of a push: '{n} nilai terkirim, {m} nilai tidak berubah'. */
export function teksHasilKirimSikad(hasil: { terkirim: number; tidak_berubah: number }): string {
  return `${hasil.terkirim} nilai terkirim, ${hasil.tidak_berubah} nilai tidak berubah`;
}

/** Activity types of the grade recap, in the order of its columns and averages (spec 2). */
export const JENIS_AKTIVITAS_NILAI = ['tugas', 'kuis', 'forum', 'uts', 'uas'] as const;
export type JenisAktivitasNilai = (typeof JENIS_AKTIVITAS_NILAI)[number];

/** header_rerata: one 'Rata-rata Nilai LMS' column per type (spec 3 'Grade recap'). */
export const HEADER_RERATA_NILAI: readonly { jenis: JenisAktivitasNilai; label: string }[] = [
  { jenis: 'tugas', label: 'Tugas' },
  { jenis: 'kuis', label: 'Kuis' },
  { jenis: 'forum', label: 'Forum' },
  { jenis: 'uts', label: 'UTS' },
  { jenis: 'uas', label: 'UAS' },
];

/** An exam's type as a recap type: kuis, uts, uas; a remedial exam is not a column of its own. */
export function jenisUjianNilai(jenis: string): JenisAktivitasNilai | null {
  return jenis === 'kuis' || jenis === 'uts' || jenis === 'uas' ? jenis : null;
}

/** The meeting label of the activity headers: 'Pertemuan 3' (spec 2 'Grade recap'). */
export function labelPertemuanNilai(nomor: number): string {
  return `Pertemuan ${nomor}`;
}

/**
 * Grade status per activity (spec 4): grey while it has not ended, amber when nobody worked on
 * it, red while any work waits for a grade, green when every piece of work is graded.
 */
export function statusNilaiAktivitas(a: {
  waktuSelesai: Date;
  jumlahPengerjaan: number;
  jumlahBelumDinilai: number;
  sekarang: Date;
}): StatusNilai {
  if (a.waktuSelesai.getTime() > a.sekarang.getTime()) return 'belum_berakhir';
  if (a.jumlahPengerjaan <= 0) return 'tidak_ada_pengerjaan';
  if (a.jumlahBelumDinilai > 0) return 'belum_dinilai';
  return 'sudah_dinilai';
}

/**
 * An average of grades (spec 9: total_nilai / jumlah_dinilai, rounded to 2 decimals) over the
 * graded ones only; the placeholder -1.618 when none is graded.
 */
export function rataRataNilai(nilai: ReadonlyArray<number | null | undefined>): number {
  const dinilai = nilai.filter((n): n is number => !isNilaiKosong(n));
  const total = dinilai.reduce((a, b) => a + b, 0);
  return rataRataNilaiTugas(total, dinilai.length) ?? NILAI_KOSONG;
}

/**
 * A forum's activity grade (penilaian_keaktifan): the share of the required posts written, 0..100,
 * rounded; null ('-') when the student wrote none. Not in the spec, which only names the flag.
 */
export function nilaiKeaktifanForum(jumlahPost: number, minimalPost: number): number | null {
  if (jumlahPost <= 0) return null;
  const minimal = Math.max(1, minimalPost);
  return bulatkanNilai(Math.min(100, (jumlahPost / minimal) * 100));
}

/** A SIKAD component's type from its name: a recap type ('UTS' -> 'uts') or 'lainnya'. */
export function jenisKomponenSikad(nama: string): JenisAktivitasNilai | 'lainnya' {
  const j = nama.trim().toLowerCase();
  return (JENIS_AKTIVITAS_NILAI as readonly string[]).includes(j)
    ? (j as JenisAktivitasNilai)
    : 'lainnya';
}

export const PESAN_REKAP_NILAI = {
  kelasTidakAda: 'Kelas kuliah tidak ditemukan',
  bukanPengajar: 'Anda bukan pengajar kelas kuliah ini',
  bukanPeserta: 'Anda tidak terdaftar pada kelas kuliah ini',
  komponenTidakAda: 'Komponen nilai tidak ditemukan pada rencana evaluasi kelas kuliah ini',
  bukanPelakuIntegrasi: 'Anda bukan pelaku integrasi nilai',
  aktivitasDuplikat: 'Aktivitas tidak boleh dipilih lebih dari sekali',
  aktivitasTerlaluBanyak: 'Aktivitas terlalu banyak',
  aktivitasTidakValid: 'Id aktivitas tidak valid',
  daftarAktivitas: 'Daftar aktivitas wajib diisi',
  bukanAktivitasKelas: (id: string) =>
    `Aktivitas ${id} bukan kuis, ujian, tugas atau forum bernilai kelas kuliah ini`,
} as const;

/**
 * Checks a component's new activity list against the class's gradable activities: no repeats,
 * every id one of them (spec 7 PUT .../komponen/{componentId}); the first problem, or null.
 */
export function validasiListAktivitas(
  list: readonly string[],
  aktivitasKelas: ReadonlySet<string>,
): string | null {
  if (new Set(list).size !== list.length) return PESAN_REKAP_NILAI.aktivitasDuplikat;
  const asing = list.find((id) => !aktivitasKelas.has(id));
  return asing === undefined ? null : PESAN_REKAP_NILAI.bukanAktivitasKelas(asing);
}

/**
 * What a student sees of their own grade (issue 26): an exam's score once it is published
 * (is_tampilkan_nilai, spec 4 'Score publishing'); assignment and forum grades as soon as given.
 */
export function nilaiTerlihatMahasiswa(jenis: string, isTampilkanNilai: boolean): boolean {
  return jenis === 'tugas' || jenis === 'forum' || isTampilkanNilai;
}

/**
 * The LMS's component grades of a recap as the SIKAD preview reads them (sikad.ts
 * pratinjauSikad): one row per student and component, the placeholder sent as null.
 */
export function nilaiLmsDariRekap(rekap: {
  nilai_mahasiswa: ReadonlyArray<{
    mahasiswa: { nim: string; nama: string };
    nilai_sikad: ReadonlyArray<{ komponen: { id: string }; nilai: number | null }>;
  }>;
}): NilaiLmsKomponen[] {
  return rekap.nilai_mahasiswa.flatMap((m) =>
    m.nilai_sikad.map((n) => ({
      nim: m.mahasiswa.nim,
      nama: m.mahasiswa.nama,
      komponen: n.komponen.id,
      nilai: isNilaiKosong(n.nilai) ? null : n.nilai,
    })),
  );
}
