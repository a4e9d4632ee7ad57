import {
  type AreaOperator,
  bolehSalinUjianKeBankSoal,
  bolehUnggahKeFolder,
  type HakAkses,
  punyaAkses,
  ROLE_AUTH,
  type Role,
  roleDariAuth,
} from './akses';
import { gagal, type HasilCek, LOLOS } from './hasil';
import { PESAN_IZIN } from './pesanIzin';
import { bolehUbahRps, type TimRps } from './silabus';
import type { FolderUnggah } from './unggah';

export { PESAN_IZIN } from './pesanIzin';

// Who may do what (spec 6 'Roles and permissions'): one named rule per action of the API. The
// server checks the rule of every route before its handler runs; the apps use the same rules to
// hide what the user cannot do. A rule looks only at the signed-in user (role and operator area
// rights); whether a lecturer teaches the class or a student takes it is a fact from the database
// checked afterwards (facts passed in, as in aksesData.ts).

/** The signed-in user as the rules see them. */
export interface AktorIzin {
  role: Role;
  /** Operator area rights; null or absent for students and lecturers. */
  hakAkses?: HakAkses | null;
}

/** A permission rule: ok, or the 403 message. */
export type AturanIzin = (aktor: AktorIzin) => HasilCek;

const cek = (boleh: boolean, pesan: string): HasilCek => (boleh ? LOLOS : gagal(pesan));

/** Operators need `level` on `area`; students and lecturers pass (their data is checked later). */
function operatorPerlu(area: AreaOperator, level: 'read' | 'write', pesan: string): AturanIzin {
  return (a) => cek(a.role !== 'operator' || punyaAkses(a.hakAkses, area, level), pesan);
}

/** Lecturers, and operators with `level` on `area`; never students. */
function stafPerlu(
  area: AreaOperator,
  level: 'read' | 'write',
  pesanMahasiswa: string,
  pesanOperator: string,
): AturanIzin {
  return (a) => {
    if (a.role === 'mahasiswa') return gagal(pesanMahasiswa);
    return operatorPerlu(area, level, pesanOperator)(a);
  };
}

/** Lecturers and operators, whatever their areas. */
const staf =
  (pesan: string): AturanIzin =>
  (a) =>
    cek(a.role !== 'mahasiswa', pesan);

const bacaKelas = operatorPerlu('kelas_kuliah', 'read', PESAN_IZIN.hakBacaKelas);

/** Changing a class's data: lecturers, operators with write on kelas_kuliah; never students. */
const ubahDiKelas = (pesanMahasiswa: string) =>
  stafPerlu('kelas_kuliah', 'write', pesanMahasiswa, PESAN_IZIN.hakUbahKelas);
/** Staff reading of a class's data: lecturers, operators with read on kelas_kuliah. */
const bacaDiKelas = (pesanMahasiswa: string) =>
  stafPerlu('kelas_kuliah', 'read', pesanMahasiswa, PESAN_IZIN.hakBacaKelas);

/**
 * The rule of every API action. Reading a class (and its meetings, materials, course) needs
 * membership, checked afterwards per class; operators need read on kelas_kuliah. Changing one
 * needs a lecturer of the class or an operator with write on kelas_kuliah.
 */
export const IZIN = {
  /** Calls without sign-in (token, health, college logo, configuration). */
  publik: () => LOLOS,
  /** Anyone signed in (own profile, settings, activity, uploads into their folders). */
  masuk: () => LOLOS,

  // Classes (spec 2 'Class detail', 6 'Other gating').
  bacaKelas,
  ubahKelas: ubahDiKelas(PESAN_IZIN.mahasiswaUbahKelas),
  /** 'Ubah Kelas': operators with write on kelas_kuliah only. */
  ubahDataKelas: ((a) =>
    cek(
      a.role === 'operator' && punyaAkses(a.hakAkses, 'kelas_kuliah', 'write'),
      PESAN_IZIN.ubahDataKelas,
    )) as AturanIzin,

  // Meetings and rooms.
  bacaPertemuan: bacaKelas,
  ubahPertemuan: ubahDiKelas(PESAN_IZIN.mahasiswaUbahPertemuan),
  /** Lecture sessions (time slots) of the college. */
  bacaSesi: () => LOLOS,
  bacaRuangan: staf(PESAN_IZIN.ruanganStaf),

  // Materials.
  bacaMateri: bacaKelas,
  kelolaMateri: ubahDiKelas(PESAN_IZIN.mahasiswaKelolaMateri),
  /** The copy tab's listing of other classes' materials. */
  daftarSalinMateri: bacaDiKelas(PESAN_IZIN.mahasiswaSalinMateri),
  /** A student's presence on a material. */
  presensiMateri: ((a) => cek(a.role === 'mahasiswa', PESAN_IZIN.presensiMateri)) as AturanIzin,

  // Quizzes and exams (issue 13). Students read the exams of their classes (remedial ones only
  // when listed, hidden ones never; checked per exam) and take them; lecturers of the class and
  // operators with write on kelas_kuliah manage and grade them.
  bacaUjian: bacaKelas,
  kelolaUjian: ubahDiKelas(PESAN_IZIN.mahasiswaKelolaUjian),
  daftarSalinUjian: bacaDiKelas(PESAN_IZIN.mahasiswaSalinUjian),
  /** Starting, answering and submitting an attempt: the student's own. */
  kerjakanUjian: ((a) => cek(a.role === 'mahasiswa', PESAN_IZIN.kerjakanUjian)) as AturanIzin,
  /** The work list, one student's work, statistics, export. */
  bacaHasilUjian: bacaDiKelas(PESAN_IZIN.mahasiswaHasilUjian),
  /** Grades, deductions, publishing, reset. */
  nilaiUjian: ubahDiKelas(PESAN_IZIN.mahasiswaNilaiUjian),

  // Question banks (issue 14; spec 6: operators need read or write on bank_soal). Which banks a
  // lecturer sees (their own, and shown ones of the courses they teach) is checked per bank.
  bacaBankSoal: stafPerlu(
    'bank_soal',
    'read',
    PESAN_IZIN.mahasiswaBankSoal,
    PESAN_IZIN.hakBacaBankSoal,
  ),
  kelolaBankSoal: stafPerlu(
    'bank_soal',
    'write',
    PESAN_IZIN.mahasiswaBankSoal,
    PESAN_IZIN.hakUbahBankSoal,
  ),
  /**
   * 'Salin dari Kuis/Ujian': changing the bank, and (spec 6) for operators write on kelas_kuliah
   * too (akses.ts bolehSalinUjianKeBankSoal). Which exams a lecturer manages is checked per exam.
   */
  salinUjianKeBankSoal: ((a) => {
    const bank = stafPerlu(
      'bank_soal',
      'write',
      PESAN_IZIN.mahasiswaBankSoal,
      PESAN_IZIN.hakUbahBankSoal,
    )(a);
    if (!bank.ok) return bank;
    return cek(bolehSalinUjianKeBankSoal(a.role, a.hakAkses), PESAN_IZIN.hakUbahKelas);
  }) as AturanIzin,
  /** Bank questions into an exam: managing the exam and, for operators, reading the banks. */
  salinBankSoalKeUjian: ((a) => {
    const ujian = ubahDiKelas(PESAN_IZIN.mahasiswaKelolaUjian)(a);
    if (!ujian.ok) return ujian;
    return operatorPerlu('bank_soal', 'read', PESAN_IZIN.hakBacaBankSoal)(a);
  }) as AturanIzin,

  // Video conferences (issue 24). Everyone of the class reads them (none is hidden) and joins
  // them (the join records the caller's role); lecturers of the class and operators with write
  // on kelas_kuliah manage them. Membership is checked per class afterwards.
  bacaVidcon: bacaKelas,
  gabungVidcon: bacaKelas,
  kelolaVidcon: ubahDiKelas(PESAN_IZIN.mahasiswaKelolaVidcon),

  // Comment threads on exam work and submissions (spec 2 'Percakapan', 6 'Comment group').
  // Whose thread it is (the student's own, a class the lecturer teaches) is checked per thread
  // by the content's guard; operators read with read and write with write on kelas_kuliah.
  bacaKomentar: bacaKelas,
  tulisKomentar: operatorPerlu('kelas_kuliah', 'write', PESAN_IZIN.hakUbahKelas),
  /** Renaming a comment group: lecturers of the class, operators with write; never students. */
  ubahGroupChat: ubahDiKelas(PESAN_IZIN.mahasiswaUbahGroupChat),
  // Forums (spec 2, 3, 5 'Forum'). Everyone of the class reads them (students from their start,
  // checked per forum); students and lecturers of the class post, operators only with write on
  // kelas_kuliah; lecturers of the class and operators with write manage forums and remove posts.
  bacaForum: bacaKelas,
  postingForum: operatorPerlu('kelas_kuliah', 'write', PESAN_IZIN.hakUbahKelas),
  kelolaForum: ubahDiKelas(PESAN_IZIN.mahasiswaKelolaForum),
  // Lecturer attendance per meeting (spec 2 lecturers section, 4 'Editing allowed', 6): the
  // staff of the class read it; lecturers of the class (their own row, checked per row) and
  // operators with write on kelas_kuliah change it; '/me' is a lecturer's own.
  bacaKehadiranDosen: bacaDiKelas(PESAN_IZIN.mahasiswaKehadiranDosen),
  ubahKehadiranDosen: ubahDiKelas(PESAN_IZIN.mahasiswaUbahKehadiranDosen),
  kehadiranDosenSaya: ((a) => cek(a.role === 'dosen', PESAN_IZIN.kehadiranDosenSaya)) as AturanIzin,
  // Assignments (issue 24; spec 2 'Assignments', 6: only group writers change members). Everyone
  // of the class reads them; lecturers of the class and operators with write on kelas_kuliah
  // manage, grade and arrange the groups; a student hands in their own (or their group's) work.
  // Membership, and for students their own submission or group, is checked afterwards.
  bacaTugas: bacaKelas,
  kelolaTugas: ubahDiKelas(PESAN_IZIN.mahasiswaKelolaTugas),
  /** Sending or replacing a submission, and reading one's own: students only. */
  kumpulTugas: ((a) => cek(a.role === 'mahasiswa', PESAN_IZIN.kumpulTugas)) as AturanIzin,
  /** Every student's submission, the monitoring counts, the ZIP of all submissions. */
  bacaPengumpulanTugas: bacaDiKelas(PESAN_IZIN.mahasiswaPengumpulanLain),
  nilaiTugas: ubahDiKelas(PESAN_IZIN.mahasiswaNilaiTugas),
  /** A group assignment's groups: a student sees their own group (checked per group). */
  bacaKelompok: bacaKelas,
  /** Creating, editing and deleting groups, 'Jadikan Ketua Kelompok', 'Hapus Anggota'. */
  kelolaKelompok: ubahDiKelas(PESAN_IZIN.mahasiswaKelolaKelompok),

  // Course syllabus (RPS).
  // Student attendance (spec 2 'Attendance per meeting', 6): the class's lecturers and operators
  // with read on kelas_kuliah see everyone's; students only their own (/me, /nim of their own);
  // editing and recalculating needs a lecturer of the class or an operator with write.
  bacaKehadiranMahasiswa: bacaDiKelas(PESAN_IZIN.mahasiswaKehadiranLain),
  ubahKehadiranMahasiswa: ubahDiKelas(PESAN_IZIN.mahasiswaUbahKehadiran),
  /** One student's attendance of a meeting (checked per student: a student only their own). */
  bacaKehadiranSatu: bacaKelas,
  kehadiranSaya: ((a) => cek(a.role === 'mahasiswa', PESAN_IZIN.kehadiranSaya)) as AturanIzin,
  /** Scanning a meeting's QR code: students only (enrolment is checked per meeting). */
  pindaiQrKehadiran: ((a) => cek(a.role === 'mahasiswa', PESAN_IZIN.pindaiQr)) as AturanIzin,
  /** The signed-in student's exam eligibility by attendance of a meeting (issue 25). */
  kelayakanUjianSaya: ((a) =>
    cek(a.role === 'mahasiswa', PESAN_IZIN.kelayakanUjianSaya)) as AturanIzin,

  bacaSilabus: bacaKelas,
  /** Lecturers (the RPS team, checked per course) and operators with write on kelas_kuliah. */
  ubahSilabus: ((a) => {
    if (a.role === 'operator' && !punyaAkses(a.hakAkses, 'kelas_kuliah', 'read')) {
      return gagal(PESAN_IZIN.hakBacaKelas);
    }
    return cek(
      a.role === 'dosen' || punyaAkses(a.hakAkses, 'kelas_kuliah', 'write'),
      PESAN_IZIN.ubahSilabus,
    );
  }) as AturanIzin,

  // BAP (spec 6 'BAP'): lecturers of the class, operators with read on laporan.
  bacaBap: stafPerlu('laporan', 'read', PESAN_IZIN.bapStaf, PESAN_IZIN.hakLaporan),
  // Grade recap (spec 6); components also need the grade-integration actor's role (per request).
  bacaRekapNilai: stafPerlu('laporan', 'read', PESAN_IZIN.rekapNilaiStaf, PESAN_IZIN.hakLaporan),
  ubahKomponenNilai: stafPerlu('laporan', 'write', PESAN_IZIN.rekapNilaiStaf, PESAN_IZIN.ubahLap),
  nilaiSaya: ((a) => cek(a.role === 'mahasiswa', PESAN_IZIN.nilaiSaya)) as AturanIzin,
  /** A programme's signatory: checked per programme (aksesData bolehLihatPenandatanganProdi). */
  bacaPenandatangan: () => LOLOS,

  // Reference data for the staff's forms and filters.
  bacaReferensi: staf(PESAN_IZIN.referensiStaf),
  /** A student's semesters: checked per student (aksesData bolehLihatDataMahasiswa). */
  bacaDataMahasiswa: () => LOLOS,

  // System: settings and status of the signed-in user.
  bacaSistem: () => LOLOS,
  /** Changing the college's settings: operators with write on konfigurasi only. */
  ubahPengaturan: ((a) =>
    cek(
      a.role === 'operator' && punyaAkses(a.hakAkses, 'konfigurasi', 'write'),
      PESAN_IZIN.ubahPengaturan,
    )) as AturanIzin,

  // Storage: folder rights per upload (izinUnggahKeFolder), deletion per file (izinHapusBerkas).
  unggahBerkas: () => LOLOS,
  hapusBerkas: () => LOLOS,
} as const satisfies Record<string, AturanIzin>;

export type AksiIzin = keyof typeof IZIN;

/** True when the user may do the action (for hiding buttons and menu items). */
export function boleh(aksi: AksiIzin, aktor: AktorIzin): boolean {
  return IZIN[aksi](aktor).ok;
}

/** Uploading into a storage folder (akses.ts bolehUnggahKeFolder). */
export function izinUnggahKeFolder(folder: FolderUnggah): AturanIzin {
  return (a) => cek(bolehUnggahKeFolder(folder, a.role, a.hakAkses), PESAN_IZIN.unggahFolder);
}

/** Deleting an uploaded file: its uploader, or an operator with write on data_sistem. */
export function izinHapusBerkas(pengunggahSendiri: boolean): AturanIzin {
  return (a) =>
    cek(
      pengunggahSendiri ||
        (a.role === 'operator' && punyaAkses(a.hakAkses, 'data_sistem', 'write')),
      PESAN_IZIN.hapusBerkas,
    );
}

/** The teaching periods of a lecturer: lecturers see only their own; operators any. */
export function izinPeriodeMengajar(idDosenSaya: string | null, idDosen: string): AturanIzin {
  return (a) => cek(a.role !== 'dosen' || idDosenSaya === idDosen, PESAN_IZIN.periodeMengajar);
}

/** The lecturer whose courses the course filter lists: a lecturer's own unless one is asked. */
export function dosenFilterMataKuliah(
  aktor: AktorIzin & { idDosen?: string | null },
  diminta: string | undefined,
): string | undefined {
  if (aktor.role !== 'dosen') return diminta;
  return diminta ?? aktor.idDosen ?? undefined;
}

/** Editing a course's syllabus: operators with write on kelas_kuliah, or its RPS team. */
export function izinUbahSilabusMataKuliah(
  idDosen: string | null | undefined,
  tim: TimRps,
): AturanIzin {
  return (a) =>
    cek(
      (a.role === 'operator' && punyaAkses(a.hakAkses, 'kelas_kuliah', 'write')) ||
        bolehUbahRps({ role: a.role, idDosen }, tim),
      PESAN_IZIN.ubahSilabus,
    );
}

/** A one-time code for the academic system is only for the caller's own role ('ROLE_DOSEN'). */
export function izinPeranDiminta(roleAuth: string): AturanIzin {
  return (a) => cek(roleDariAuth(roleAuth) === a.role, PESAN_IZIN.peranDiminta);
}

/** Only the class's main teacher (or an operator) changes its teachers (spec 5, 6). */
export function izinPengajarUtama(
  diKelas: { pengajar: boolean; utama: boolean },
  pesan: string,
): HasilCek {
  return cek(!diKelas.pengajar || diKelas.utama, pesan);
}

/**
 * Changing a meeting's teachers (spec 5, 6): the class's main teacher, or an operator; the rule
 * the server's meeting route applies with izinPengajarUtama.
 */
export function bolehUbahPengajarPertemuan(args: { role: Role; utama: boolean }): boolean {
  return izinPengajarUtama({ pengajar: args.role !== 'operator', utama: args.utama }, '').ok;
}

/**
 * Whose BAP a download is (spec 6 'BAP'): a lecturer chooses their class's report or their own
 * ('Laporan Kelas' / 'Laporan Saya', the server reads their own teaching); the other roles pick
 * the teacher whose BAP it is.
 */
export function bolehLaporanBapSaya(role: Role): boolean {
  return role === 'dosen';
}

/**
 * Whether the caller sees only their own part of a class's activity (spec 6 'Students'): a
 * student reads their own joins, submissions, comments and work; the class's teachers and
 * operators read everyone's.
 */
export function hanyaMilikSendiri(role: Role): boolean {
  return role === 'mahasiswa';
}

/** Roles an app accepts, from the OAuth-style space-separated scope ('ROLE_MAHASISWA'). */
export function roleDariScope(scope: string | undefined): Role[] | null {
  if (!scope?.trim()) return null;
  const wanted = scope.trim().split(/\s+/);
  return (Object.keys(ROLE_AUTH) as Role[]).filter((role) => wanted.includes(ROLE_AUTH[role]));
}

/**
 * Signing in (spec 6): an active account whose role the app accepts (scope), and an operator's
 * operator record active too.
 */
export function izinMasuk(args: {
  role: Role;
  aktif: boolean;
  scope?: string;
  operatorAktif?: boolean | null;
}): HasilCek {
  if (!args.aktif) return gagal(PESAN_IZIN.akunTidakAktif);
  const diterima = roleDariScope(args.scope);
  if (diterima && !diterima.includes(args.role)) {
    return gagal(
      args.role === 'mahasiswa' ? PESAN_IZIN.mahasiswaDiAppStaf : PESAN_IZIN.stafDiAppMahasiswa,
    );
  }
  if (args.role === 'operator' && args.operatorAktif === false) {
    return gagal(PESAN_IZIN.operatorTidakAktif);
  }
  return LOLOS;
}

/** Whether the user is the designated grade-integration actor of their role (spec 6). */
export function pelakuIntegrasiNilai(
  role: Role,
  pelaku: { dosen: boolean; operator: boolean },
): boolean {
  if (role === 'dosen') return pelaku.dosen;
  if (role === 'operator') return pelaku.operator;
  return false;
}

/** A meeting's attendance parameters are not set by lecturer accounts (spec 5). */
export function bolehUbahParameterKehadiran(aktor: AktorIzin): boolean {
  return aktor.role !== 'dosen';
}

/**
 * A material shown later does not exist for students before its time (spec 4); teachers and
 * operators see it at once.
 */
export function materiTerlihat(
  aktor: AktorIzin,
  m: { tampilSekarang: boolean; waktuMulaiTampil: Date | null },
  sekarang: Date,
): boolean {
  if (aktor.role !== 'mahasiswa') return true;
  return m.tampilSekarang || (m.waktuMulaiTampil !== null && m.waktuMulaiTampil <= sekarang);
}

/** Lists of materials hide the ones not shown yet from students (materiTerlihat). */
export function sembunyikanMateriBelumTampil(aktor: AktorIzin): boolean {
  return aktor.role === 'mahasiswa';
}
