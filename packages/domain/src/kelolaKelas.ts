import { formatIsoOffset } from './formatWaktu';
import { type GalatForm, gagal, type HasilCek, isKosong, LOLOS } from './hasil';
import type { ParameterKehadiran } from './kehadiran';
import { silabusBerupaTautan } from './silabus';
import type { JabatanPengajar, ModeKuliah } from './status';
import { normalisasiLink } from './tautan';
import type { FormPertemuan } from './ubahPertemuan';
import { DEFAULT_ZONA_WAKTU, gabungTanggalJam } from './waktu';

// Staff management of classes and meetings (spec 2 'Class detail' modals, 'Meeting list and
// edit'; spec 6 'BAP'): the rules behind the staff tables and modals of issue 5.

/** Labels of the attendance parameters of a meeting (spec 3 'Meeting' parameter_kehadiran). */
export const LABEL_PARAMETER_KEHADIRAN = {
  hadir_vidcon: 'Hadir vidcon',
  kerjakan_kuis_ujian: 'Mengerjakan kuis/ujian',
  kerjakan_tugas: 'Mengerjakan tugas',
  posting_forum: 'Posting di forum diskusi',
  unduh_materi: 'Mengunduh materi',
} as const satisfies Record<ParameterKehadiran, string>;

/** A study programme as 'S1 Teknik Informatika'; '-' when empty. */
export function labelProdi(
  prodi: { jenjang?: string | null; nama?: string | null } | null | undefined,
): string {
  const teks = [prodi?.jenjang, prodi?.nama]
    .map((b) => b?.trim())
    .filter(Boolean)
    .join(' ');
  return teks || '-';
}

/**
 * The time range whose room availability the edit form needs (GET /lms/ruangan
 * availability_start/end, spec 7): start and end on the chosen date, or null while incomplete.
 */
export function rentangKetersediaanRuangan(
  form: Pick<FormPertemuan, 'tanggal' | 'jam_mulai' | 'jam_selesai'>,
  tz: string = DEFAULT_ZONA_WAKTU,
): { mulai: string; selesai: string } | null {
  const mulai = formatIsoOffset(gabungTanggalJam(form.tanggal, form.jam_mulai, tz), tz);
  const selesai = formatIsoOffset(gabungTanggalJam(form.tanggal, form.jam_selesai, tz), tz);
  return mulai && selesai ? { mulai, selesai } : null;
}

const tanpaAksen = (teks: string) =>
  teks
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The class-leader search (spec 2, 9: debounced 1000 ms): participants whose name or NIM contains
 * every typed word, case and accents ignored. Blank text keeps everyone.
 */
export function cariPeserta<T extends { nama: string; nim: string }>(
  daftar: readonly T[],
  kata: string | null | undefined,
): T[] {
  const kataKata = tanpaAksen(kata ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (kataKata.length === 0) return [...daftar];
  return daftar.filter((p) => {
    const teks = `${tanpaAksen(p.nama)} ${tanpaAksen(p.nim)}`;
    return kataKata.every((k) => teks.includes(k));
  });
}

/** The current class leader's id (jabatan 'ketua_kelas', spec 3 'Student'), or null. */
export function idKetuaKelas(
  peserta: readonly { id: string; jabatan?: string | null }[],
): string | null {
  return peserta.find((p) => p.jabatan === 'ketua_kelas')?.id ?? null;
}

/** 'Ubah Ketua Kelas' saves only a chosen student other than the current leader (spec 6). */
export function bolehSimpanKetuaKelas(pilihan: string | null, ketua: string | null): boolean {
  return pilihan !== null && pilihan !== ketua;
}

export interface PerubahanJabatan {
  id_dosen: string;
  jabatan: JabatanPengajar;
}

/** 'Ubah Jabatan': only the teachers whose chosen position differs from the stored one. */
export function perubahanJabatan(
  pengajar: readonly { id_dosen: string; jabatan: JabatanPengajar }[],
  pilihan: Readonly<Record<string, JabatanPengajar | undefined>>,
): PerubahanJabatan[] {
  return pengajar.flatMap((p) => {
    const baru = pilihan[p.id_dosen];
    return baru && baru !== p.jabatan ? [{ id_dosen: p.id_dosen, jabatan: baru }] : [];
  });
}

/** Filters with a value, for the phone's 'Filter' button count. */
export function jumlahFilterAktif(filter: Readonly<Record<string, unknown>>): number {
  return Object.values(filter).filter((v) => !isKosong(v)).length;
}

/** The form of 'Ubah Kelas' (spec 2 'Class detail'). */
export interface FormKelas {
  kapasitas: number | null;
  mode_kuliah: ModeKuliah | null;
  lingkup: string | null;
  id_jenis_kelas: string | null;
  id_kampus: string | null;
  metode_pengajaran: 'Individu' | 'Team Teaching' | null;
}

/** The messages of the class data call (PUT /lms/kelas_kuliah/{id}/data). */
export const PESAN_UBAH_KELAS = {
  kapasitas: 'Kapasitas minimal 1',
  mode_kuliah: 'Mode kuliah wajib dipilih',
  id_jenis_kelas: 'Jenis kelas wajib dipilih',
  id_kampus: 'Kampus wajib dipilih',
  metode_pengajaran: 'Metode pengajaran wajib dipilih',
} as const;

export function validasiUbahKelas(form: FormKelas): GalatForm<keyof typeof PESAN_UBAH_KELAS> {
  const galat: GalatForm<keyof typeof PESAN_UBAH_KELAS> = {};
  if (form.kapasitas === null || Number.isNaN(form.kapasitas) || form.kapasitas < 1) {
    galat.kapasitas = PESAN_UBAH_KELAS.kapasitas;
  }
  if (isKosong(form.mode_kuliah)) galat.mode_kuliah = PESAN_UBAH_KELAS.mode_kuliah;
  if (isKosong(form.id_jenis_kelas)) galat.id_jenis_kelas = PESAN_UBAH_KELAS.id_jenis_kelas;
  if (isKosong(form.id_kampus)) galat.id_kampus = PESAN_UBAH_KELAS.id_kampus;
  if (isKosong(form.metode_pengajaran)) {
    galat.metode_pengajaran = PESAN_UBAH_KELAS.metode_pengajaran;
  }
  return galat;
}

/** The body of 'Ubah Kelas'; call after `validasiUbahKelas` found nothing. */
export function payloadUbahKelas(form: FormKelas) {
  const lingkup = form.lingkup?.trim();
  return {
    kapasitas: Math.trunc(form.kapasitas ?? 0),
    mode_kuliah: form.mode_kuliah as ModeKuliah,
    lingkup: lingkup ? lingkup : null,
    id_jenis_kelas: form.id_jenis_kelas as string,
    id_kampus: form.id_kampus as string,
    metode_pengajaran: form.metode_pengajaran as 'Individu' | 'Team Teaching',
  };
}

// BAP download (spec 6 'BAP', 7, 9 'BAP sections').

/** The BAP sections, as the download call's flags (spec 7). */
export const BAGIAN_BAP = [
  'include_laporan_kelas',
  'include_laporan_pertemuan_detail',
  'include_tanda_tangan',
] as const;
export type BagianBap = (typeof BAGIAN_BAP)[number];

/** Class resume, meeting detail, signature (spec 9 'BAP sections'). */
export const LABEL_BAGIAN_BAP = {
  include_laporan_kelas: 'Resume Kelas',
  include_laporan_pertemuan_detail: 'Detail Pertemuan',
  include_tanda_tangan: 'Tanda Tangan',
} as const satisfies Record<BagianBap, string>;

/** A lecturer chooses the class report or their own (spec 6 'BAP'). */
export const LAPORAN_BAP = ['kelas', 'saya'] as const;
export type LaporanBap = (typeof LAPORAN_BAP)[number];
export const LABEL_LAPORAN_BAP = {
  kelas: 'Laporan Kelas',
  saya: 'Laporan Saya',
} as const satisfies Record<LaporanBap, string>;

export const PESAN_BAP = {
  bagian: 'Pilih minimal satu bagian laporan',
  pengajar: 'Pengajar wajib dipilih',
  /** The all-classes ZIP is per period (GET /lms/kelas_kuliah/bap/unduh?periode=). */
  periode: 'Periode wajib diisi',
} as const;

/** 'Unduh Semua BAP' needs the period whose classes it packs (spec 7). */
export function bolehUnduhSemuaBap(periode: number | null | undefined): HasilCek {
  return periode ? LOLOS : gagal(PESAN_BAP.periode);
}

export interface PilihanBap {
  bagian: readonly BagianBap[];
  /** Lecturers only. */
  laporan: LaporanBap;
  /** Other roles, one class only: the teacher whose BAP it is. */
  idPengajar: string | null;
}

/** BAP of one class ('satu') or every class of a period ('semua', spec 9 'types'). */
export type JenisBap = 'satu' | 'semua';

/**
 * At least one section; on one class, whoever may not download 'Laporan Saya' (izin.ts
 * `bolehLaporanBapSaya`) must pick a teacher (spec 6).
 */
export function bolehUnduhBap(
  pilihan: PilihanBap,
  laporanSaya: boolean,
  jenis: JenisBap,
): HasilCek {
  if (pilihan.bagian.length === 0) return gagal(PESAN_BAP.bagian);
  if (jenis === 'satu' && !laporanSaya && isKosong(pilihan.idPengajar)) {
    return gagal(PESAN_BAP.pengajar);
  }
  return LOLOS;
}

/**
 * The query of GET /lms/kelas_kuliah/{id}/bap/unduh (one class) or /lms/kelas_kuliah/bap/unduh
 * (all classes of `periode`): the section flags, then 'Laporan Saya' for whoever may download it
 * (a lecturer, izin.ts `bolehLaporanBapSaya`) or the chosen teacher for the others (spec 6, 7).
 */
export function queryUnduhBap(
  pilihan: PilihanBap,
  laporanSaya: boolean,
  jenis: JenisBap,
  periode?: number | null,
) {
  const bagian = Object.fromEntries(
    BAGIAN_BAP.map((b) => [b, pilihan.bagian.includes(b)]),
  ) as Record<BagianBap, boolean>;
  const laporan_saya = laporanSaya && pilihan.laporan === 'saya';
  const query: Record<BagianBap, boolean> & {
    laporan_saya: boolean;
    id_pengajar?: string;
    periode?: number;
  } = { ...bagian, laporan_saya };
  if (jenis === 'satu' && !laporanSaya && pilihan.idPengajar) {
    query.id_pengajar = pilihan.idPengajar;
  }
  if (jenis === 'semua' && periode !== null && periode !== undefined) query.periode = periode;
  return query;
}

// Syllabus (spec 2 'Class detail': syllabus text and file; URL-type items cannot be downloaded).

export interface BerkasSilabus {
  nama: string;
  url: string;
  content_length: number | null;
}

/** An uploaded file, or a link (URL-type items cannot be downloaded, spec 2). */
export type JenisBerkasSilabus = 'unggah' | 'tautan';

/** A stored item is a link when it is not a syllabus document (`silabusBerupaTautan`). */
export function jenisBerkasSilabus(
  file: { nama?: string | null; url?: string | null } | null | undefined,
): JenisBerkasSilabus {
  return silabusBerupaTautan(file) ? 'tautan' : 'unggah';
}

export interface FormSilabus {
  teks: string;
  jenis: JenisBerkasSilabus;
  /** The uploaded (or stored) file when `jenis` is 'unggah'. */
  berkas: BerkasSilabus | null;
  /** The link when `jenis` is 'tautan'. */
  tautan: string;
}

export const PESAN_SILABUS = {
  /** As the vidcon form (spec 5). */
  tautan: 'Link wajib diisi',
} as const;

export function formSilabusDari(silabus: {
  teks: string | null;
  file: BerkasSilabus | null;
}): FormSilabus {
  const jenis = jenisBerkasSilabus(silabus.file);
  return {
    teks: silabus.teks ?? '',
    jenis,
    berkas: jenis === 'unggah' ? silabus.file : null,
    tautan: jenis === 'tautan' ? (silabus.file?.url ?? '') : '',
  };
}

export function validasiSilabus(form: FormSilabus): GalatForm<'tautan'> {
  return form.jenis === 'tautan' && isKosong(form.tautan) ? { tautan: PESAN_SILABUS.tautan } : {};
}

/** The body of the syllabus change: trimmed text (null when empty) and the file or link. */
export function payloadSilabus(form: FormSilabus): {
  teks: string | null;
  file: BerkasSilabus | null;
} {
  const teks = form.teks.trim();
  if (form.jenis === 'tautan') {
    // A link without a scheme gets http prepended, as links do elsewhere (spec 5).
    const url = normalisasiLink(form.tautan);
    return { teks: teks || null, file: url ? { nama: url, url, content_length: null } : null };
  }
  return { teks: teks || null, file: form.berkas };
}
