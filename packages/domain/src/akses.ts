import { gagal, type HasilCek, LOLOS } from './hasil';
import type { FolderUnggah } from './unggah';

// Roles, operator areas and levels, and every gate of spec section 6.

export const ROLE = ['mahasiswa', 'dosen', 'operator'] as const;
export type Role = (typeof ROLE)[number];

/** Role names used by auth (spec 6). */
export const ROLE_AUTH = {
  mahasiswa: 'ROLE_MAHASISWA',
  dosen: 'ROLE_DOSEN',
  operator: 'ROLE_OPERATOR',
} as const satisfies Record<Role, string>;
export type RoleAuth = (typeof ROLE_AUTH)[Role];

export function isRole(nilai: unknown): nilai is Role {
  return typeof nilai === 'string' && (ROLE as readonly string[]).includes(nilai);
}

/** 'ROLE_DOSEN' -> 'dosen'; null when unknown. */
export function roleDariAuth(roleAuth: string): Role | null {
  const cocok = ROLE.find((r) => ROLE_AUTH[r] === roleAuth);
  return cocok ?? null;
}

export const AREA_OPERATOR = [
  'data_master',
  'kelas_kuliah',
  'bank_soal',
  'data_sistem',
  'konfigurasi',
  'pengumuman',
  'bantuan',
  'laporan',
] as const;
export type AreaOperator = (typeof AREA_OPERATOR)[number];

/** Labels of the 'Hak Akses Operator LMS' dialog (spec 2). */
export const LABEL_AREA_OPERATOR = {
  data_master: 'Data Master',
  kelas_kuliah: 'Kelas',
  bank_soal: 'Bank Soal',
  data_sistem: 'Data Sistem',
  konfigurasi: 'Konfigurasi',
  pengumuman: 'Pengumuman',
  bantuan: 'Bantuan',
  laporan: 'Laporan',
} as const satisfies Record<AreaOperator, string>;

export const LEVEL_AKSES = ['no_access', 'read', 'write'] as const;
export type LevelAkses = (typeof LEVEL_AKSES)[number];
export type HakAkses = Record<AreaOperator, LevelAkses>;

export const HAK_AKSES_KOSONG: Readonly<HakAkses> = Object.freeze({
  data_master: 'no_access',
  kelas_kuliah: 'no_access',
  bank_soal: 'no_access',
  data_sistem: 'no_access',
  konfigurasi: 'no_access',
  pengumuman: 'no_access',
  bantuan: 'no_access',
  laporan: 'no_access',
});

export const PESAN_BANTUAN_WRITE = 'Hak akses bantuan tidak dapat diberi write';

/** Levels offered per area: 'bantuan' cannot be given write (spec 3 'Operator access form'). */
export function levelTersedia(area: AreaOperator): readonly LevelAkses[] {
  return area === 'bantuan' ? ['no_access', 'read'] : LEVEL_AKSES;
}

/** Checks an operator permission map: every area a known level, never write on bantuan. */
export function validasiHakAkses(hak: Partial<Record<string, unknown>>): HasilCek {
  for (const area of AREA_OPERATOR) {
    const level = hak[area];
    if (!(LEVEL_AKSES as readonly unknown[]).includes(level)) {
      return gagal(`Hak akses ${LABEL_AREA_OPERATOR[area]} wajib diisi`);
    }
  }
  if (hak.bantuan === 'write') return gagal(PESAN_BANTUAN_WRITE);
  return LOLOS;
}

const PERINGKAT: Record<LevelAkses, number> = { no_access: 0, read: 1, write: 2 };

/** True when the operator's level on the area is at least `minimal`; no map means no access. */
export function punyaAkses(
  hak: HakAkses | undefined | null,
  area: AreaOperator,
  minimal: 'read' | 'write',
): boolean {
  const level = hak?.[area];
  if (level === undefined) return false;
  return (PERINGKAT[level] ?? 0) >= PERINGKAT[minimal];
}

/** Login-as-other-account menu item: operators with write on kelas_kuliah (spec 2, 6). */
export function bolehLoginAkunLain(role: Role, hak: HakAkses | undefined | null): boolean {
  return role === 'operator' && punyaAkses(hak, 'kelas_kuliah', 'write');
}

/**
 * Student attendance editing (spec 4 'Editing allowed'): the meeting has started, and the role can
 * write: a lecturer always, an operator with write on kelas_kuliah or while permissions are not
 * loaded yet.
 */
export function bolehUbahKehadiran(args: {
  role: Role;
  hak: HakAkses | undefined | null;
  pertemuanDimulai: boolean;
}): boolean {
  if (!args.pertemuanDimulai) return false;
  if (args.role === 'dosen') return true;
  if (args.role !== 'operator') return false;
  return args.hak == null || punyaAkses(args.hak, 'kelas_kuliah', 'write');
}

/** 'Ubah Kehadiran Pengajar': operators with write on kelas_kuliah (spec 2, 6). */
export function bolehUbahKehadiranDosen(role: Role, hak: HakAkses | undefined | null): boolean {
  return role === 'operator' && punyaAkses(hak, 'kelas_kuliah', 'write');
}

/** Copying from an exam into a question bank: lecturers, or operators with write on kelas_kuliah. */
export function bolehSalinUjianKeBankSoal(role: Role, hak: HakAkses | undefined | null): boolean {
  if (role === 'dosen') return true;
  return role === 'operator' && punyaAkses(hak, 'kelas_kuliah', 'write');
}

/** Question bank edits: lecturers, or operators with write on bank_soal (spec 6). */
export function bolehUbahBankSoal(role: Role, hak: HakAkses | undefined | null): boolean {
  if (role === 'dosen') return true;
  return role === 'operator' && punyaAkses(hak, 'bank_soal', 'write');
}

/** Recaps use the permission type 'laporan'; the grade recap is for dosen and operator (spec 6). */
export function bolehLihatRekap(role: Role, hak: HakAkses | undefined | null): boolean {
  if (role === 'dosen') return true;
  return role === 'operator' && punyaAkses(hak, 'laporan', 'read');
}

/** Class links in recap headers need read on the class (spec 2 'Grade recap', spec 6). */
export function bolehBukaTautanKelas(role: Role, hak: HakAkses | undefined | null): boolean {
  if (role === 'dosen') return true;
  return role === 'operator' && punyaAkses(hak, 'kelas_kuliah', 'read');
}

/**
 * SIKAD component editing: write permission and the user being the designated grade-integration
 * actor (pelaku_integrasi_nilai) for the page type (spec 6).
 */
export function bolehUbahKomponenSikad(args: {
  bisaTulis: boolean;
  jenisHalaman: 'dosen' | 'operator';
  pelakuIntegrasiNilai: string | null | undefined;
}): boolean {
  return args.bisaTulis && args.pelakuIntegrasiNilai === args.jenisHalaman;
}

/** Only the main teacher (is_utama) can change the teacher selection (spec 5, 6). */
export function bolehUbahPengajar(
  pengajar: ReadonlyArray<{ id: string; is_utama?: boolean | null }>,
  idPengguna: string,
): boolean {
  return pengajar.some((p) => p.id === idPengguna && p.is_utama === true);
}

/**
 * Operators choose the meeting of a new material or exam in its form (spec 4, 5 rule 1); lecturers
 * add it on the meeting they are on. The server's validasiFormUjian asks the same ({ operator }).
 */
export function bolehPilihPertemuanDiForm(role: Role): boolean {
  return role === 'operator';
}

/**
 * Operators choose a bank's lecturer and any course (spec 5 'Bank modal'); a lecturer's bank is
 * always their own, its course one of the classes they teach.
 */
export function bolehPilihDosenBankSoal(role: Role): boolean {
  return role === 'operator';
}

/** Operators filter the class list by lecturer; a lecturer's list holds only their classes (spec 2). */
export function bolehSaringKelasPerDosen(role: Role): boolean {
  return role === 'operator';
}

/** The timetable's meeting table of the period: lecturers and operators; students read their week. */
export function bolehLihatTabelPertemuan(role: Role): boolean {
  return role !== 'mahasiswa';
}

/** 'Generate QR Code': lecturers, offline meeting, QR in use (spec 2, 6). */
export function bolehGenerateQr(args: { role: Role; jenisPertemuan: string; qrAktif: boolean }) {
  return args.role === 'dosen' && args.jenisPertemuan === 'offline' && args.qrAktif;
}

/** Own activity history: an 'operator' tag on entries made by an operator, unless the viewer is one. */
export function tampilTagOperator(entriOlehOperator: boolean, peranPenampil: Role): boolean {
  return entriOlehOperator && peranPenampil !== 'operator';
}

/** Student status Cuti, DO, Lulus and Non-Aktif count as not active (spec 3). */
export const STATUS_MAHASISWA_TIDAK_AKTIF = ['Cuti', 'DO', 'Lulus', 'Non-Aktif'] as const;

export function mahasiswaAktif(status: string | null | undefined): boolean {
  const s = (status ?? '').trim().toLowerCase();
  return !STATUS_MAHASISWA_TIDAK_AKTIF.some((t) => t.toLowerCase() === s);
}

export type StatusPembatasan = Record<string, { memenuhi_syarat: boolean; kekurangan?: unknown[] }>;

/** Access is allowed only when every restriction rule has memenuhi_syarat true (spec 4). */
export function aksesDiizinkan(status: StatusPembatasan | undefined | null): boolean {
  if (!status) return true;
  return Object.values(status).every((aturan) => aturan?.memenuhi_syarat === true);
}

/** Rules the user does not meet, with their shortfalls (shown as arrears). */
export function aturanTidakTerpenuhi(
  status: StatusPembatasan | undefined | null,
): { aturan: string; kekurangan: unknown[] }[] {
  return Object.entries(status ?? {})
    .filter(([, a]) => a?.memenuhi_syarat !== true)
    .map(([aturan, a]) => ({ aturan, kekurangan: a?.kekurangan ?? [] }));
}

/**
 * Where the access-restriction guard sends a logged-in user: '/forbidden' unless already there;
 * a user who meets every rule has nothing to read on '/forbidden' and goes home to '/beranda'.
 * ('/forbidden/{meetingId}' is the exam attendance restriction, not this one.)
 */
export function tujuanPembatasanAkses(
  path: string,
  status: StatusPembatasan | undefined | null,
): string | null {
  if (aksesDiizinkan(status)) return path === '/forbidden' ? '/beranda' : null;
  return path === '/forbidden' || path.startsWith('/forbidden/') ? null : '/forbidden';
}

/** Role labels, e.g. in the activity history (spec 3 'Activity log item'). */
export const LABEL_ROLE = {
  mahasiswa: 'Mahasiswa',
  dosen: 'Dosen',
  operator: 'Operator',
} as const satisfies Record<Role, string>;

/** 'dosen' or 'ROLE_DOSEN' -> 'Dosen'; other text as given; '-' when empty. */
export function labelRole(role: string | null | undefined): string {
  if (!role?.trim()) return '-';
  const kunci = isRole(role) ? role : roleDariAuth(role);
  return kunci ? LABEL_ROLE[kunci] : role;
}

/** What the signed-in user may do on one class page (spec 6 'Other gating'). */
export interface IzinKelas {
  /** Change meetings, start/end them, write the meeting text, set the banner. */
  kelola: boolean;
  /** The class's main teacher (changes the teacher selection). */
  utama: boolean;
  /** 'Ubah Kelas': operators with write on kelas_kuliah. */
  ubahKelas: boolean;
  /** 'Ubah Jabatan': operators with write, or the main teacher. */
  ubahJabatan: boolean;
  /** 'Ubah Ketua Kelas': the class's teachers, or operators with write. */
  ubahKetua: boolean;
  /**
   * 'Kehadiran Kelas' (the attendance of its meetings): the class's teachers, or operators with
   * read on kelas_kuliah (the server's bacaKehadiranMahasiswa and class access).
   */
  kehadiran: boolean;
}

export function izinKelas(args: {
  role: Role;
  hak: HakAkses | null | undefined;
  idDosen?: string | null;
  pengajar: ReadonlyArray<{ id_dosen: string; is_utama: boolean }>;
}): IzinKelas {
  const operatorTulis =
    args.role === 'operator' && punyaAkses(args.hak ?? undefined, 'kelas_kuliah', 'write');
  const saya =
    args.role === 'dosen' ? args.pengajar.find((p) => p.id_dosen === args.idDosen) : undefined;
  const utama = saya?.is_utama === true;
  const kelola = operatorTulis || saya !== undefined;
  return {
    kelola,
    utama,
    ubahKelas: operatorTulis,
    ubahJabatan: operatorTulis || utama,
    ubahKetua: kelola,
    kehadiran:
      saya !== undefined ||
      (args.role === 'operator' && punyaAkses(args.hak ?? undefined, 'kelas_kuliah', 'read')),
  };
}

/**
 * Who may upload into a storage folder: a class's files (materials, assignment and exam
 * attachments and keys, syllabus) by lecturers and operators with write on kelas_kuliah;
 * question-bank files by lecturers and operators with write on bank_soal; a student's own work
 * (assignment submissions, exam answers) by students only; pictures by anyone signed in.
 */
export function bolehUnggahKeFolder(
  folder: FolderUnggah,
  role: Role,
  hak: HakAkses | undefined | null,
): boolean {
  switch (folder) {
    case 'pengumpulan_tugas':
    case 'jawaban_ujian':
      return role === 'mahasiswa';
    case 'soal_bank_soal':
    case 'kunci_bank_soal':
      return role === 'dosen' || (role === 'operator' && punyaAkses(hak, 'bank_soal', 'write'));
    case 'gambar':
      return true;
    default:
      return role === 'dosen' || (role === 'operator' && punyaAkses(hak, 'kelas_kuliah', 'write'));
  }
}
