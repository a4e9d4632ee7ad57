import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dibuat, waktu } from '../../db/kolom';
import { pengguna } from '../auth/schema';
import { kelasKuliah } from '../kelas/schema';
import { dosen, kampus } from '../referensi/schema';
import { perguruanTinggi } from '../sistem/schema';

// Tables of the pertemuan module (split from db/schema.ts; migrations in apps/server/drizzle).

export const kategoriPertemuanEnum = pgEnum('kategori_pertemuan', ['kuliah', 'uts', 'uas']);
export const jenisPertemuanEnum = pgEnum('jenis_pertemuan', ['online', 'offline', 'campuran']);
export const statusPertemuanEnum = pgEnum('status_pertemuan', [
  'belum_dimulai',
  'berlangsung',
  'selesai',
]);
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
