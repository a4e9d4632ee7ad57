import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const waktu = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const dibuat = () => waktu('created_at').notNull().defaultNow();

export const roleEnum = pgEnum('role', ['mahasiswa', 'dosen', 'operator']);
export const statusKelasEnum = pgEnum('status_kelas', ['akan_dimulai', 'berlangsung', 'selesai']);
export const modeKuliahEnum = pgEnum('mode_kuliah', ['online', 'offline', 'campuran']);
export const jabatanPengajarEnum = pgEnum('jabatan_pengajar', [
  'Dosen Koordinator',
  'Dosen',
  'Asisten',
]);
export const kategoriPertemuanEnum = pgEnum('kategori_pertemuan', ['kuliah', 'uts', 'uas']);
export const jenisPertemuanEnum = pgEnum('jenis_pertemuan', ['online', 'offline', 'campuran']);
export const tipeFileEnum = pgEnum('tipe_file', ['ebook', 'video', 'audio', 'archive', 'url']);
export const statusPertemuanEnum = pgEnum('status_pertemuan', [
  'belum_dimulai',
  'berlangsung',
  'selesai',
]);

/** The college; every other top-level row belongs to one (the `college-id` header). */
export const perguruanTinggi = pgTable('perguruan_tinggi', {
  id: text('id').primaryKey(),
  nama: text('nama').notNull(),
  singkatan: text('singkatan').notNull(),
  alamat: text('alamat'),
  website: text('website'),
  logoSvg: text('logo_svg'),
  zonaWaktu: text('zona_waktu').notNull().default('Asia/Jakarta'),
  createdAt: dibuat(),
});

export const pengguna = pgTable(
  'pengguna',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    nama: text('nama').notNull(),
    email: text('email'),
    fotoUrl: text('foto_url'),
    isActive: boolean('is_active').notNull().default(true),
    lastActiveAt: waktu('last_active_at'),
    createdAt: dibuat(),
  },
  (t) => [uniqueIndex('pengguna_username_unik').on(t.idPerguruanTinggi, t.username)],
);

export const refreshToken = pgTable(
  'refresh_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** All rotations of one login share a family; reuse of a rotated token revokes it. */
    idKeluarga: uuid('id_keluarga').notNull(),
    expiresAt: waktu('expires_at').notNull(),
    revokedAt: waktu('revoked_at'),
    replacedAt: waktu('replaced_at'),
    createdAt: dibuat(),
  },
  (t) => [
    uniqueIndex('refresh_token_hash_unik').on(t.tokenHash),
    index('refresh_token_keluarga').on(t.idKeluarga),
  ],
);

/**
 * Failed logins, counted per username and address ('pengguna:{ip}:{username}') and per address
 * ('alamat:{ip}'); shared by every server instance on the database (modules/auth/batasLogin.ts).
 */
export const percobaanLogin = pgTable(
  'percobaan_login',
  {
    kunci: text('kunci').primaryKey(),
    gagal: integer('gagal').notNull(),
    /** No attempt of this key is answered before then. */
    tungguSampai: waktu('tunggu_sampai'),
    diperbarui: waktu('diperbarui').notNull(),
  },
  (t) => [index('percobaan_login_diperbarui').on(t.diperbarui)],
);

/** One-time single sign-on codes (grant_type authorization_code), valid for a minute. */
export const kodeOtorisasi = pgTable(
  'kode_otorisasi',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    /** SHA-256 of the code. */
    codeHash: text('code_hash').notNull(),
    clientId: text('client_id').notNull(),
    redirectUri: text('redirect_uri'),
    expiresAt: waktu('expires_at').notNull(),
    usedAt: waktu('used_at'),
    createdAt: dibuat(),
  },
  (t) => [uniqueIndex('kode_otorisasi_hash_unik').on(t.codeHash)],
);

export const prodi = pgTable('prodi', {
  id: text('id').primaryKey(),
  idPerguruanTinggi: text('id_perguruan_tinggi')
    .notNull()
    .references(() => perguruanTinggi.id),
  kode: text('kode').notNull(),
  nama: text('nama').notNull(),
  jenjang: text('jenjang').notNull(),
  fakultas: text('fakultas'),
});

export const kampus = pgTable('kampus', {
  id: text('id').primaryKey(),
  idPerguruanTinggi: text('id_perguruan_tinggi')
    .notNull()
    .references(() => perguruanTinggi.id),
  nama: text('nama').notNull(),
  alamat: text('alamat'),
});

export const periode = pgTable(
  'periode',
  {
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    /** Period code: tens = start year, last digit = term (spec section 4). */
    kode: integer('kode').notNull(),
    nama: text('nama').notNull(),
    tanggalMulai: date('tanggal_mulai').notNull(),
    tanggalSelesai: date('tanggal_selesai').notNull(),
    isBerjalan: boolean('is_berjalan').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.idPerguruanTinggi, t.kode] })],
);

export const mahasiswa = pgTable(
  'mahasiswa',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    nim: text('nim').notNull(),
    nama: text('nama').notNull(),
    idProdi: text('id_prodi')
      .notNull()
      .references(() => prodi.id),
    angkatan: integer('angkatan').notNull(),
    /** Aktif, Cuti, DO, Lulus, Non-Aktif (spec section 3 'Student'). */
    status: text('status').notNull().default('Aktif'),
    jenisKelamin: text('jenis_kelamin'),
    tempatLahir: text('tempat_lahir'),
    tanggalLahir: date('tanggal_lahir'),
    agama: text('agama'),
    telepon: text('telepon'),
    alamat: text('alamat'),
  },
  (t) => [
    uniqueIndex('mahasiswa_nim_unik').on(t.idPerguruanTinggi, t.nim),
    uniqueIndex('mahasiswa_pengguna_unik').on(t.idPengguna),
  ],
);

export const dosen = pgTable(
  'dosen',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    nidn: text('nidn').notNull(),
    nama: text('nama').notNull(),
    gelarDepan: text('gelar_depan'),
    gelarAkademik: text('gelar_akademik'),
    idProdi: text('id_prodi').references(() => prodi.id),
    telepon: text('telepon'),
  },
  (t) => [uniqueIndex('dosen_pengguna_unik').on(t.idPengguna)],
);

export const operator = pgTable(
  'operator',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPengguna: uuid('id_pengguna')
      .notNull()
      .references(() => pengguna.id, { onDelete: 'cascade' }),
    nama: text('nama').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Per-area permission map (spec section 3 'Operator access form'). */
    hakAkses: jsonb('hak_akses').$type<Record<string, 'no_access' | 'read' | 'write'>>().notNull(),
  },
  (t) => [uniqueIndex('operator_pengguna_unik').on(t.idPengguna)],
);

export const jenisKelas = pgTable('jenis_kelas', {
  id: text('id').primaryKey(),
  idPerguruanTinggi: text('id_perguruan_tinggi')
    .notNull()
    .references(() => perguruanTinggi.id),
  nama: text('nama').notNull(),
});

export const mataKuliah = pgTable('mata_kuliah', {
  id: text('id').primaryKey(),
  idPerguruanTinggi: text('id_perguruan_tinggi')
    .notNull()
    .references(() => perguruanTinggi.id),
  kode: text('kode').notNull(),
  nama: text('nama').notNull(),
  namaInggris: text('nama_inggris'),
  sks: smallint('sks').notNull(),
  idProdi: text('id_prodi')
    .notNull()
    .references(() => prodi.id),
  silabusTeks: text('silabus_teks'),
  /** The syllabus file or link; a link cannot be downloaded (spec 2). */
  silabusFileNama: text('silabus_file_nama'),
  silabusFileUrl: text('silabus_file_url'),
  silabusFileSize: integer('silabus_file_size'),
  idDosenKoordinator: uuid('id_dosen_koordinator').references(() => dosen.id),
  idDosenPengembangRps: uuid('id_dosen_pengembang_rps').references(() => dosen.id),
});

export const ruangan = pgTable('ruangan', {
  id: text('id').primaryKey(),
  idPerguruanTinggi: text('id_perguruan_tinggi')
    .notNull()
    .references(() => perguruanTinggi.id),
  idKampus: text('id_kampus')
    .notNull()
    .references(() => kampus.id),
  nama: text('nama').notNull(),
  kapasitas: integer('kapasitas').notNull(),
});

export const sesiKuliah = pgTable('sesi_kuliah', {
  id: text('id').primaryKey(),
  idPerguruanTinggi: text('id_perguruan_tinggi')
    .notNull()
    .references(() => perguruanTinggi.id),
  nama: text('nama').notNull(),
  jamMulai: time('jam_mulai').notNull(),
  jamSelesai: time('jam_selesai').notNull(),
});

export const kelasKuliah = pgTable(
  'kelas_kuliah',
  {
    /** '{periode}_{kampus}_{mata kuliah}_{kelas}': the third part is the course id (spec 3). */
    id: text('id').primaryKey(),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    periode: integer('periode').notNull(),
    idMataKuliah: text('id_mata_kuliah')
      .notNull()
      .references(() => mataKuliah.id),
    namaKelas: text('nama_kelas').notNull(),
    idJenisKelas: text('id_jenis_kelas')
      .notNull()
      .references(() => jenisKelas.id),
    idKampus: text('id_kampus')
      .notNull()
      .references(() => kampus.id),
    status: statusKelasEnum('status').notNull().default('akan_dimulai'),
    modeKuliah: modeKuliahEnum('mode_kuliah'),
    lingkup: text('lingkup'),
    kapasitas: integer('kapasitas').notNull(),
    metodePengajaran: text('metode_pengajaran').notNull().default('Individu'),
    bannerUrl: text('banner_url'),
    bannerColorIdx: smallint('banner_color_idx').notNull().default(0),
    createdAt: dibuat(),
  },
  (t) => [index('kelas_kuliah_periode').on(t.idPerguruanTinggi, t.periode)],
);

export const kelasKuliahProdi = pgTable(
  'kelas_kuliah_prodi',
  {
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idProdi: text('id_prodi')
      .notNull()
      .references(() => prodi.id),
  },
  (t) => [primaryKey({ columns: [t.idKelasKuliah, t.idProdi] })],
);

export const pengajarKelas = pgTable(
  'pengajar_kelas',
  {
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idDosen: uuid('id_dosen')
      .notNull()
      .references(() => dosen.id),
    jabatan: jabatanPengajarEnum('jabatan').notNull().default('Dosen'),
    /** The main teacher: only they may change the teacher selection (spec section 6). */
    isUtama: boolean('is_utama').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.idKelasKuliah, t.idDosen] }),
    index('pengajar_kelas_dosen').on(t.idDosen),
  ],
);

export const pesertaKelas = pgTable(
  'peserta_kelas',
  {
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idMahasiswa: uuid('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id),
    /** 'ketua_kelas' or 'Peserta' (spec section 3 'Student'). */
    jabatan: text('jabatan').notNull().default('Peserta'),
  },
  (t) => [
    primaryKey({ columns: [t.idKelasKuliah, t.idMahasiswa] }),
    index('peserta_kelas_mahasiswa').on(t.idMahasiswa),
  ],
);

export const jadwalKelas = pgTable(
  'jadwal_kelas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    /** 0-6, Sunday first. */
    hari: smallint('hari').notNull(),
    jamMulai: time('jam_mulai').notNull(),
    jamSelesai: time('jam_selesai').notNull(),
    idSesi: text('id_sesi').references(() => sesiKuliah.id),
    idRuangan: text('id_ruangan').references(() => ruangan.id),
  },
  (t) => [index('jadwal_kelas_kelas').on(t.idKelasKuliah)],
);

export type ParameterKehadiran = {
  hadir_vidcon: boolean;
  kerjakan_kuis_ujian: boolean;
  kerjakan_tugas: boolean;
  posting_forum: boolean;
  unduh_materi: boolean;
};

export const pertemuan = pgTable(
  'pertemuan',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    nomor: smallint('nomor').notNull(),
    judul: text('judul').notNull(),
    /** Plain description, at most 300 characters (spec section 5 'Meeting edit'). */
    deskripsi: text('deskripsi').notNull().default(''),
    /** The meeting text, sanitised rich text. */
    teks: text('teks'),
    kategori: kategoriPertemuanEnum('kategori').notNull().default('kuliah'),
    jenis: jenisPertemuanEnum('jenis').notNull().default('online'),
    status: statusPertemuanEnum('status').notNull().default('belum_dimulai'),
    waktuMulai: waktu('waktu_mulai').notNull(),
    waktuSelesai: waktu('waktu_selesai').notNull(),
    mulaiKuliah: waktu('mulai_kuliah'),
    selesaiKuliah: waktu('selesai_kuliah'),
    waktuTerakhirUpdateKehadiran: waktu('waktu_terakhir_update_kehadiran'),
    waktuBatasAktivitas: waktu('waktu_batas_aktivitas'),
    defaultDeadlineMateri: waktu('default_deadline_materi'),
    idSesi: text('id_sesi').references(() => sesiKuliah.id),
    idRuangan: text('id_ruangan').references(() => ruangan.id),
    /** Students present and their average progress (0..1), kept by the attendance module. */
    pesertaHadir: integer('peserta_hadir').notNull().default(0),
    progressPeserta: doublePrecision('progress_peserta'),
    /** Who validated the lecturer's attendance of this meeting. */
    diverifikasiOleh: uuid('diverifikasi_oleh').references(() => pengguna.id, {
      onDelete: 'set null',
    }),
    parameterKehadiran: jsonb('parameter_kehadiran')
      .$type<ParameterKehadiran>()
      .notNull()
      .default(
        sql`'{"hadir_vidcon":false,"kerjakan_kuis_ujian":false,"kerjakan_tugas":false,"posting_forum":false,"unduh_materi":true}'::jsonb`,
      ),
    createdAt: dibuat(),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pertemuan_nomor_unik').on(t.idKelasKuliah, t.nomor),
    index('pertemuan_waktu').on(t.waktuMulai),
  ],
);

export const pengajarPertemuan = pgTable(
  'pengajar_pertemuan',
  {
    idPertemuan: uuid('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    idDosen: uuid('id_dosen')
      .notNull()
      .references(() => dosen.id),
  },
  (t) => [primaryKey({ columns: [t.idPertemuan, t.idDosen] })],
);

/** College-wide settings document (spec section 3 'Settings'). */
export const pengaturan = pgTable('pengaturan', {
  idPerguruanTinggi: text('id_perguruan_tinggi')
    .primaryKey()
    .references(() => perguruanTinggi.id),
  data: jsonb('data').notNull(),
  updatedAt: waktu('updated_at').notNull().defaultNow(),
});

export const konfigurasi = pgTable(
  'konfigurasi',
  {
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    keyword: text('keyword').notNull(),
    value: text('value'),
    deskripsi: text('deskripsi'),
  },
  (t) => [primaryKey({ columns: [t.idPerguruanTinggi, t.keyword] })],
);

export const logAktivitas = pgTable(
  'log_aktivitas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    idPengguna: uuid('id_pengguna').references(() => pengguna.id, { onDelete: 'set null' }),
    role: roleEnum('role'),
    jenisAktivitas: text('jenis_aktivitas').notNull(),
    detail: text('detail').notNull(),
    ipAddress: text('ip_address'),
    /** Username of the operator acting for this user, if any (spec section 6). */
    operator: text('operator'),
    waktu: waktu('waktu').notNull().defaultNow(),
  },
  (t) => [index('log_aktivitas_pengguna_waktu').on(t.idPengguna, t.waktu)],
);

/** Student bills; unpaid overdue bills fail the 'pembayaran' access rule. */
export const tagihanMahasiswa = pgTable(
  'tagihan_mahasiswa',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idMahasiswa: uuid('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    periode: integer('periode').notNull(),
    keterangan: text('keterangan').notNull(),
    jumlah: integer('jumlah').notNull(),
    jatuhTempo: date('jatuh_tempo').notNull(),
    lunas: boolean('lunas').notNull().default(false),
  },
  (t) => [index('tagihan_mahasiswa_mahasiswa').on(t.idMahasiswa)],
);

/** Semester learning plan of a course: the topic of each meeting (spec 3 'Semester plan item'). */
export const rencanaPembelajaran = pgTable(
  'rencana_pembelajaran',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idMataKuliah: text('id_mata_kuliah')
      .notNull()
      .references(() => mataKuliah.id, { onDelete: 'cascade' }),
    nomorPertemuan: smallint('nomor_pertemuan').notNull(),
    materi: text('materi').notNull(),
    materiInggris: text('materi_inggris'),
  },
  (t) => [uniqueIndex('rencana_pembelajaran_unik').on(t.idMataKuliah, t.nomorPertemuan)],
);

/** Evaluation plan: grade components and weights (spec 3 'Evaluation plan item'). */
export const rencanaEvaluasi = pgTable(
  'rencana_evaluasi',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idMataKuliah: text('id_mata_kuliah')
      .notNull()
      .references(() => mataKuliah.id, { onDelete: 'cascade' }),
    idKomponen: text('id_komponen').notNull(),
    namaKomponen: text('nama_komponen').notNull(),
    bobot: doublePrecision('bobot').notNull(),
  },
  (t) => [uniqueIndex('rencana_evaluasi_unik').on(t.idMataKuliah, t.idKomponen)],
);

/** The programme's BAP signatory (spec 3 'Program signatory'). */
export const penandatanganProdi = pgTable('penandatangan_prodi', {
  idProdi: text('id_prodi')
    .primaryKey()
    .references(() => prodi.id, { onDelete: 'cascade' }),
  jabatan: text('jabatan').notNull(),
  nama: text('nama').notNull(),
  nidn: text('nidn'),
  /** Signature image as a base64 data URL (png, jpg or svg; spec 5). */
  berkasTandaTangan: text('berkas_tanda_tangan'),
});

/** Every stored file, by kind (spec 3 'File kinds'), so activity reports can find them. */
export const berkas = pgTable(
  'berkas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPerguruanTinggi: text('id_perguruan_tinggi')
      .notNull()
      .references(() => perguruanTinggi.id),
    /** Key in the storage backend, e.g. 'banner_kelas/2c1f....png'. */
    kunci: text('kunci').notNull(),
    namaAsli: text('nama_asli').notNull(),
    mime: text('mime').notNull(),
    ukuran: integer('ukuran').notNull(),
    jenis: text('jenis').notNull(),
    idPengunggah: uuid('id_pengunggah').references(() => pengguna.id, { onDelete: 'set null' }),
    createdAt: dibuat(),
  },
  (t) => [uniqueIndex('berkas_kunci_unik').on(t.kunci), index('berkas_jenis').on(t.jenis)],
);

/** A material of a meeting (spec 3 'Material'). */
export const materi = pgTable(
  'materi',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idPertemuan: uuid('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    judul: text('judul').notNull(),
    /** Sanitised HTML. */
    deskripsi: text('deskripsi').notNull(),
    tipeFile: tipeFileEnum('tipe_file').notNull(),
    jenisMateri: text('jenis_materi').notNull(),
    tampilSekarang: boolean('tampil_sekarang').notNull().default(true),
    waktuMulaiTampil: waktu('waktu_mulai_tampil'),
    /** null for offline meetings (spec 4). */
    isSyaratHadir: boolean('is_syarat_hadir'),
    deadline: waktu('deadline'),
    idBerkas: uuid('id_berkas').references(() => berkas.id, { onDelete: 'set null' }),
    /** The link of a url material, or the stored file's address. */
    fileUrl: text('file_url'),
    /** The material this one was copied from, if any. */
    idSumber: uuid('id_sumber'),
    dibuatOleh: uuid('dibuat_oleh').references(() => pengguna.id, { onDelete: 'set null' }),
    createdAt: dibuat(),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [index('materi_pertemuan').on(t.idPertemuan)],
);

/** A student's presence on a material: opened, read, played, downloaded (spec 2 'Material presence'). */
export const presensiMateri = pgTable(
  'presensi_materi',
  {
    idMateri: uuid('id_materi')
      .notNull()
      .references(() => materi.id, { onDelete: 'cascade' }),
    idMahasiswa: uuid('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    waktuBuka: waktu('waktu_buka'),
    persenTertinggi: doublePrecision('persen_tertinggi').notNull().default(0),
    waktuUnduh: waktu('waktu_unduh'),
    waktuTerakhirUnduh: waktu('waktu_terakhir_unduh'),
    /** When the requirement was met (before the deadline); null while not met. */
    waktuTerpenuhi: waktu('waktu_terpenuhi'),
    updatedAt: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idMateri, t.idMahasiswa] }),
    index('presensi_materi_mahasiswa').on(t.idMahasiswa),
  ],
);
