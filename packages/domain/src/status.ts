// Statuses with their Indonesian labels and colour words (spec 4), and small shared labels (spec 9).

/** The spec's colour words, the semantic palette of the UI theme. */
export const WARNA = ['primary', 'success', 'warning', 'danger', 'dark', 'grey', 'blue'] as const;
export type Warna = (typeof WARNA)[number];

export interface LabelStatus<L extends string = string> {
  label: L;
  warna: Warna;
}

const TANPA_STATUS = { label: '-', warna: 'grey' } as const satisfies LabelStatus;

function cari<K extends string, L extends string>(
  tabel: Record<K, LabelStatus<L>>,
  status: string | null | undefined,
): LabelStatus<L | '-'> {
  if (status != null && Object.hasOwn(tabel, status)) return tabel[status as K];
  return TANPA_STATUS;
}

export const STATUS_KELAS = ['akan_dimulai', 'berlangsung', 'selesai'] as const;
export type StatusKelas = (typeof STATUS_KELAS)[number];

/** Class status: grey 'Akan Dimulai', green 'Sedang Berlangsung', blue 'Telah Berakhir' (spec 4). */
export const LABEL_STATUS_KELAS = {
  akan_dimulai: { label: 'Akan Dimulai', warna: 'grey' },
  berlangsung: { label: 'Sedang Berlangsung', warna: 'success' },
  selesai: { label: 'Telah Berakhir', warna: 'blue' },
} as const satisfies Record<StatusKelas, LabelStatus>;

/** Other values read '-' (spec 4). */
export function statusKelas(status: string | null | undefined) {
  return cari(LABEL_STATUS_KELAS, status);
}

export const STATUS_PERTEMUAN = ['belum_dimulai', 'berlangsung', 'selesai'] as const;
export type StatusPertemuan = (typeof STATUS_PERTEMUAN)[number];

// Meeting colours are not given by the spec; they follow the class status.
export const LABEL_STATUS_PERTEMUAN = {
  belum_dimulai: { label: 'Belum Dimulai', warna: 'grey' },
  berlangsung: { label: 'Sedang Berlangsung', warna: 'success' },
  selesai: { label: 'Telah Berakhir', warna: 'blue' },
} as const satisfies Record<StatusPertemuan, LabelStatus>;

export function statusPertemuan(status: string | null | undefined) {
  return cari(LABEL_STATUS_PERTEMUAN, status);
}

/** A meeting has started once it is running or finished (spec 4 'Editing allowed'). */
export function pertemuanSudahDimulai(status: string | null | undefined): boolean {
  return status === 'berlangsung' || status === 'selesai';
}

export const STATUS_JOB = ['processing', 'completed', 'failed'] as const;
export type StatusJob = (typeof STATUS_JOB)[number];
export const LABEL_STATUS_JOB = {
  processing: { label: 'Sedang Diproses', warna: 'warning' },
  completed: { label: 'Selesai', warna: 'success' },
  failed: { label: 'Gagal', warna: 'danger' },
} as const satisfies Record<StatusJob, LabelStatus>;

export function statusJob(status: string | null | undefined) {
  return cari(LABEL_STATUS_JOB, status);
}

export const STATUS_PROGRES = ['in_progress', 'done'] as const;
export type StatusProgres = (typeof STATUS_PROGRES)[number];
export const LABEL_STATUS_PROGRES = {
  in_progress: { label: 'Sedang Berjalan', warna: 'warning' },
  done: { label: 'Selesai', warna: 'success' },
} as const satisfies Record<StatusProgres, LabelStatus>;

export function statusProgres(status: string | null | undefined) {
  return cari(LABEL_STATUS_PROGRES, status);
}

export const STATUS_UJIAN = ['belum_dimulai', 'sedang_berlangsung', 'selesai'] as const;
export type StatusUjian = (typeof STATUS_UJIAN)[number];
export const LABEL_STATUS_UJIAN = {
  belum_dimulai: { label: 'Belum Dimulai', warna: 'grey' },
  sedang_berlangsung: { label: 'Sedang Berlangsung', warna: 'success' },
  selesai: { label: 'Telah Berakhir', warna: 'blue' },
} as const satisfies Record<StatusUjian, LabelStatus>;

/** Exam status from the server; 'berlangsung' and 'sedang berlangsung' read as running (spec 4). */
export function statusUjian(status: string | null | undefined) {
  const normal = status === 'berlangsung' ? 'sedang_berlangsung' : status?.replace(' ', '_');
  return cari(LABEL_STATUS_UJIAN, normal);
}

export const STATUS_VIDCON = ['belum_dimulai', 'berlangsung', 'selesai'] as const;
export type StatusVidcon = (typeof STATUS_VIDCON)[number];
export const LABEL_STATUS_VIDCON = {
  belum_dimulai: { label: 'Belum Dimulai', warna: 'grey' },
  berlangsung: { label: 'Sedang Berlangsung', warna: 'success' },
  selesai: { label: 'Telah Berakhir', warna: 'blue' },
} as const satisfies Record<StatusVidcon, LabelStatus>;

export function statusVidcon(status: string | null | undefined) {
  return cari(LABEL_STATUS_VIDCON, status);
}

export const STATUS_NILAI = [
  'sudah_dinilai',
  'belum_dinilai',
  'belum_berakhir',
  'tidak_ada_pengerjaan',
] as const;
export type StatusNilai = (typeof STATUS_NILAI)[number];

/** Grade status per activity: green, red, grey, amber (spec 4). */
export const LABEL_STATUS_NILAI = {
  sudah_dinilai: { label: 'Sudah Dinilai', warna: 'success' },
  belum_dinilai: { label: 'Belum Dinilai', warna: 'danger' },
  belum_berakhir: { label: 'Belum Berakhir', warna: 'grey' },
  tidak_ada_pengerjaan: { label: 'Tidak Ada Pengerjaan', warna: 'warning' },
} as const satisfies Record<StatusNilai, LabelStatus>;

export function statusNilai(status: string | null | undefined) {
  return cari(LABEL_STATUS_NILAI, status);
}

/** Assignment monitoring card statuses (spec 2 'Assignments'). */
export const STATUS_MONITORING_TUGAS = [
  'Belum Dimulai',
  'Belum Ada Pengumpulan',
  'Belum Dinilai',
  'Sudah Dinilai',
] as const;
export type StatusMonitoringTugas = (typeof STATUS_MONITORING_TUGAS)[number];

/** Upload states: info while running, success, danger when failed (spec 4). */
export const STATUS_UNGGAH = ['info', 'success', 'danger'] as const;
export type StatusUnggah = (typeof STATUS_UNGGAH)[number];

/** Calculation status IN_PROGRESS shows a warning icon with this text (spec 4). */
export const TEKS_PROSES_PERHITUNGAN_NILAI = 'Sedang proses perhitungan nilai';

export function perhitunganNilaiBerjalan(status: string | null | undefined): boolean {
  return status === 'IN_PROGRESS';
}

/** Class label fixed '01 Reguler' (spec 9). */
export const LABEL_KELAS = '01 Reguler';

export const BELUM_ADA_DOSEN = 'Belum Ada Dosen';

/** A bank's lecturer name, or 'Belum Ada Dosen' (spec 2 'Question bank'). */
export function namaDosenAtauKosong(dosen: { nama?: string | null } | null | undefined): string {
  const nama = dosen?.nama?.trim();
  return nama ? nama : BELUM_ADA_DOSEN;
}

/** A teacher's name with academic titles: 'Dr. Budi Santoso, M.Kom.'. */
export function namaLengkapPengajar(p: {
  nama?: string | null;
  nama_pengajar?: string | null;
  gelar_depan?: string | null;
  gelar_akademik?: string | null;
}): string {
  const nama = (p.nama ?? p.nama_pengajar ?? '').trim();
  const depan = p.gelar_depan?.trim();
  const belakang = p.gelar_akademik?.trim();
  return `${depan ? `${depan} ` : ''}${nama}${belakang ? `, ${belakang}` : ''}`;
}

/** Class name plus type, e.g. 'A Reguler' (spec 2 'Grade recap' header). */
export function labelNamaKelas(kelas: {
  nama?: string | null;
  jenis?: { nama?: string | null } | null;
}) {
  return [kelas.nama, kelas.jenis?.nama].filter((b) => b && b.trim() !== '').join(' ') || '-';
}

/**
 * A class in a breadcrumb: course code, class name and type, e.g. 'IF101 A Reguler' (spec 2
 * 'Attendance per meeting' breadcrumbs).
 */
export function labelKelasRingkas(kelas: {
  mata_kuliah?: { kode?: string | null } | null;
  kelas?: { nama?: string | null; jenis?: { nama?: string | null } | null } | null;
}) {
  const nama = labelNamaKelas(kelas.kelas ?? {});
  return (
    [kelas.mata_kuliah?.kode?.trim(), nama === '-' ? null : nama].filter(Boolean).join(' ') || '-'
  );
}

/** A meeting in a breadcrumb: 'Pertemuan {n}' (spec 2). */
export function labelPertemuanRingkas(nomor: number | null | undefined) {
  return nomor === null || nomor === undefined ? 'Pertemuan' : `Pertemuan ${nomor}`;
}

/** Stacked avatars: at most 3, then '+n' for the rest (spec 9). */
export const MAKS_AVATAR_BERTUMPUK = 3;
export const UKURAN_AVATAR_DEFAULT = 30;

export function avatarBertumpuk<T>(
  daftar: readonly T[],
  maks = MAKS_AVATAR_BERTUMPUK,
): { tampil: T[]; sisa: number; teksSisa: string | null } {
  const tampil = daftar.slice(0, maks);
  const sisa = Math.max(0, daftar.length - maks);
  return { tampil, sisa, teksSisa: sisa > 0 ? `+${sisa}` : null };
}

/** Lecturer validation label, shown when validation is enabled (spec 2). */
export function labelValidasiDosen(isValid: boolean): 'Sudah Divalidasi' | 'Belum Divalidasi' {
  return isValid ? 'Sudah Divalidasi' : 'Belum Divalidasi';
}

/** A class's lecture mode (spec 3 'Class' mode_kuliah). */
export const MODE_KULIAH = ['online', 'offline', 'campuran'] as const;
export type ModeKuliah = (typeof MODE_KULIAH)[number];

/** Teacher positions (spec 3 'Teacher'). */
export const JABATAN_PENGAJAR = ['Dosen Koordinator', 'Dosen', 'Asisten'] as const;
export type JabatanPengajar = (typeof JABATAN_PENGAJAR)[number];

/** Teaching methods (spec 3 'Teacher'). */
export const METODE_PENGAJARAN = ['Individu', 'Team Teaching'] as const;

/** Lecture mode label: Online, Offline, Campuran or '-' (spec 2 'Grade recap'). */
export function labelModeKuliah(mode: string | null | undefined): string {
  switch ((mode ?? '').toLowerCase()) {
    case 'online':
      return 'Online';
    case 'offline':
      return 'Offline';
    case 'campuran':
      return 'Campuran';
    default:
      return '-';
  }
}

/** Titles of the add/edit form modals (spec 2): 'Tambah Data' / 'Ubah Data Materi'. */
export function teksModalForm(
  mode: 'tambah' | 'ubah',
  objek: string,
): { judul: string; subjudul: string } {
  const kata = mode === 'tambah' ? 'Tambah' : 'Ubah';
  return { judul: `${kata} Data`, subjudul: `${kata} Data ${objek}` };
}
