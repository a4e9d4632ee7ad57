import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uuid,
} from 'drizzle-orm/pg-core';
import { dibuat } from '../../db/kolom';
import { ruangan, sesiKuliah } from '../pertemuan/schema';
import { dosen, jenisKelas, kampus, mahasiswa, mataKuliah, prodi } from '../referensi/schema';
import { perguruanTinggi } from '../sistem/schema';

// Tables of the kelas module (split from db/schema.ts; migrations in apps/server/drizzle).

export const statusKelasEnum = pgEnum('status_kelas', ['akan_dimulai', 'berlangsung', 'selesai']);
export const modeKuliahEnum = pgEnum('mode_kuliah', ['online', 'offline', 'campuran']);
export const jabatanPengajarEnum = pgEnum('jabatan_pengajar', [
  'Dosen Koordinator',
  'Dosen',
  'Asisten',
]);
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
