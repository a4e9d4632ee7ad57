import type {
  BarisPengerjaan,
  KelompokSoal as KelompokSoalApi,
  Pengerjaan as PengerjaanApi,
  Soal as SoalApi,
  Ujian as UjianApi,
} from '@kampus/api/contract';
import { masalahSoalUjian, type StatusUjian, TANGGAL_KOSONG_ISO } from '@kampus/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  max,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  berkas,
  jawaban,
  kelasKuliah,
  kelompokSoal,
  mahasiswa,
  mataKuliah,
  pengajarKelas,
  pengerjaan,
  pengguna,
  pertemuan,
  pesertaKelas,
  pesertaRemedial,
  soal,
  ujian,
} from '../../db/schema';
import type { CacheBaca } from '../../platform/cache';
import type { Aktor } from '../auth/aktor';
import { lingkupKelas } from '../kelas/queries';
import { daftarkanPenghitungAktivitas } from '../pertemuan/queries';
import type { DataSoal, IsiJawaban } from './schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isoAtauKosong = (d: Date | null) => (d ? d.toISOString() : TANGGAL_KOSONG_ISO);

export type BarisUjian = typeof ujian.$inferSelect;
export type BarisPengerjaanDb = typeof pengerjaan.$inferSelect;
export type BarisSoal = typeof soal.$inferSelect;

/** The exam's status on the server clock (spec 4 'Exam status'). */
export function statusUjianPada(u: Pick<BarisUjian, 'waktuMulai' | 'waktuSelesai'>, kini: Date) {
  const t = kini.getTime();
  if (t < u.waktuMulai.getTime()) return 'belum_dimulai' as StatusUjian;
  if (t > u.waktuSelesai.getTime()) return 'selesai' as StatusUjian;
  return 'sedang_berlangsung' as StatusUjian;
}

/**
 * What a student may see of exams: shown ones of the classes they take; a remedial exam only
 * when they are one of its participants. Lecturers and operators see all of their classes'.
 */
export function lingkupUjian(db: Db, aktor: Aktor): SQL | undefined {
  const kelas = lingkupKelas(db, aktor);
  if (aktor.role !== 'mahasiswa') return kelas;
  const idMhs = aktor.idMahasiswa ?? '00000000-0000-0000-0000-000000000000';
  return and(
    kelas,
    eq(ujian.ditampilkan, true),
    or(
      ne(ujian.jenis, 'remedial'),
      exists(
        db
          .select({ x: sql`1` })
          .from(pesertaRemedial)
          .where(
            and(eq(pesertaRemedial.idUjian, ujian.id), eq(pesertaRemedial.idMahasiswa, idMhs)),
          ),
      ),
    ),
  );
}

/** An exam row the student may take (shown, and listed when remedial). */
export async function bolehDilihatMahasiswa(db: Db, u: BarisUjian, idMahasiswa: string) {
  if (!u.ditampilkan) return false;
  if (u.jenis !== 'remedial') return true;
  const [r] = await db
    .select({ x: pesertaRemedial.idUjian })
    .from(pesertaRemedial)
    .where(and(eq(pesertaRemedial.idUjian, u.id), eq(pesertaRemedial.idMahasiswa, idMahasiswa)))
    .limit(1);
  return Boolean(r);
}

/** The copy listing's scope: a lecturer sees exams of the courses they teach; operators all. */
export function lingkupSalinUjian(db: Db, aktor: Aktor): SQL | undefined {
  if (aktor.role === 'operator') return undefined;
  const kelasDiajar = db
    .select({ id: pengajarKelas.idKelasKuliah })
    .from(pengajarKelas)
    .where(eq(pengajarKelas.idDosen, aktor.idDosen ?? '00000000-0000-0000-0000-000000000000'));
  const mataKuliahDiajar = db
    .select({ id: kelasKuliah.idMataKuliah })
    .from(kelasKuliah)
    .where(inArray(kelasKuliah.id, kelasDiajar));
  return inArray(kelasKuliah.idMataKuliah, mataKuliahDiajar);
}

export interface FilterUjian {
  idPertemuan?: string;
  idKelasKuliah?: string;
  jenis?: BarisUjian['jenis'];
  status?: StatusUjian;
  search?: string;
  excludeIdKelasKuliah?: string;
  idMataKuliah?: string;
}

export function kondisiUjian(f: FilterUjian, kini: Date): SQL | undefined {
  const status =
    f.status === 'belum_dimulai'
      ? gt(ujian.waktuMulai, kini)
      : f.status === 'selesai'
        ? sql`${ujian.waktuSelesai} < ${kini}`
        : f.status === 'sedang_berlangsung'
          ? and(lte(ujian.waktuMulai, kini), sql`${ujian.waktuSelesai} >= ${kini}`)
          : undefined;
  return and(
    f.idPertemuan ? eq(ujian.idPertemuan, f.idPertemuan) : undefined,
    f.idKelasKuliah ? eq(pertemuan.idKelasKuliah, f.idKelasKuliah) : undefined,
    f.jenis ? eq(ujian.jenis, f.jenis) : undefined,
    f.search ? ilike(ujian.judul, `%${f.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    f.excludeIdKelasKuliah ? ne(pertemuan.idKelasKuliah, f.excludeIdKelasKuliah) : undefined,
    f.idMataKuliah ? eq(kelasKuliah.idMataKuliah, f.idMataKuliah) : undefined,
    status,
  );
}

/**
 * How many questions an attempt of each exam gets ('random' groups give their count), and what
 * keeps its groups from giving them (domain masalahSoalUjian).
 */
async function soalUjian(db: Db, ids: string[]) {
  const hasil = new Map<string, { jumlah: number; masalah: string[] }>();
  if (ids.length === 0) return hasil;
  const rows = await db
    .select({
      id: kelompokSoal.idUjian,
      nomor: kelompokSoal.nomor,
      judul: kelompokSoal.judul,
      aturan: kelompokSoal.aturan,
      wajib: kelompokSoal.jumlahWajibDijawab,
      n: count(soal.id),
    })
    .from(kelompokSoal)
    .leftJoin(soal, eq(soal.idKelompokSoal, kelompokSoal.id))
    .where(inArray(kelompokSoal.idUjian, ids))
    .groupBy(kelompokSoal.id);
  for (const id of ids) {
    const milik = rows.filter((r) => r.id === id);
    hasil.set(id, {
      jumlah: milik.reduce(
        (n, r) => n + (r.aturan === 'random' ? Math.min(r.wajib ?? r.n, r.n) : r.n),
        0,
      ),
      masalah: masalahSoalUjian(
        milik.map((r) => ({
          nomor: r.nomor,
          judul: r.judul,
          aturan: r.aturan,
          jumlah_wajib_dijawab: r.wajib,
          jumlahSoal: r.n,
        })),
      ),
    });
  }
  return hasil;
}

/** Exams with their class, meeting, author, counts and (students) the caller's own attempt. */
export async function daftarUjian(
  db: Db,
  aktor: Aktor,
  where: SQL | undefined,
  paging: { page: number; perPage: number },
  kini: Date,
): Promise<{ items: UjianApi[]; total: number }> {
  const [total] = await db
    .select({ n: count() })
    .from(ujian)
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(and(eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi), where));
  const rows = await db
    .select({
      u: ujian,
      nomor: pertemuan.nomor,
      kelas: { id: kelasKuliah.id, nama: kelasKuliah.namaKelas },
      mk: { id: mataKuliah.id, kode: mataKuliah.kode, nama: mataKuliah.nama },
      oleh: { name: pengguna.nama, username: pengguna.username },
    })
    .from(ujian)
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .leftJoin(pengguna, eq(pengguna.id, ujian.dibuatOleh))
    .where(and(eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi), where))
    .orderBy(desc(ujian.waktuMulai), desc(ujian.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const ids = rows.map((r) => r.u.id);
  const kosong = ids.length === 0;
  const [jumlah, remedial, peserta, milikSaya, nSoal] = await Promise.all([
    kosong
      ? []
      : db
          .select({
            id: pengerjaan.idUjian,
            n: count(),
            belum:
              sql<number>`count(*) filter (where ${pengerjaan.waktuSelesai} is not null and ${pengerjaan.nilaiAkhir} is null)`.mapWith(
                Number,
              ),
          })
          .from(pengerjaan)
          .where(inArray(pengerjaan.idUjian, ids))
          .groupBy(pengerjaan.idUjian),
    kosong
      ? []
      : db
          .select({ id: ujian.idUjianUtama, n: count() })
          .from(ujian)
          .where(inArray(ujian.idUjianUtama, ids))
          .groupBy(ujian.idUjianUtama),
    kosong
      ? []
      : db
          .select({ id: pesertaRemedial.idUjian, nim: mahasiswa.nim, nama: mahasiswa.nama })
          .from(pesertaRemedial)
          .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaRemedial.idMahasiswa))
          .where(inArray(pesertaRemedial.idUjian, ids))
          .orderBy(asc(mahasiswa.nim)),
    kosong || !aktor.idMahasiswa
      ? []
      : db
          .select()
          .from(pengerjaan)
          .where(
            and(inArray(pengerjaan.idUjian, ids), eq(pengerjaan.idMahasiswa, aktor.idMahasiswa)),
          ),
    soalUjian(db, ids),
  ]);
  const items: UjianApi[] = rows.map((r) => {
    const u = r.u;
    const j = jumlah.find((x) => x.id === u.id);
    const saya = milikSaya.find((x) => x.idUjian === u.id);
    const pesertaIni = peserta.filter((p) => p.id === u.id);
    return {
      id: u.id,
      judul: u.judul,
      deskripsi: u.deskripsi,
      jenis: u.jenis,
      durasi: u.durasi,
      sifat: u.sifat,
      gunakan_batas_waktu: u.gunakanBatasWaktu,
      acakSoal: u.acakSoal,
      ditampilkan: u.ditampilkan,
      tampilkan_kunci_jawaban: u.tampilkanKunciJawaban,
      waktu_tampil_kunci: iso(u.waktuTampilKunci),
      waktu_mulai: u.waktuMulai.toISOString(),
      waktu_selesai: u.waktuSelesai.toISOString(),
      waktu_mulai_pengerjaan: isoAtauKosong(saya?.waktuMulai ?? null),
      waktu_selesai_pengerjaan: isoAtauKosong(saya ? akhirPengerjaan(saya) : null),
      id_pertemuan: u.idPertemuan,
      id_ujian_utama: u.idUjianUtama,
      peserta_remedial: pesertaIni.map((p) => p.nim),
      peserta_remedial_detail:
        aktor.role === 'mahasiswa' ? [] : pesertaIni.map((p) => ({ nim: p.nim, nama: p.nama })),
      status: statusUjianPada(u, kini),
      jumlah_pengerjaan: aktor.role === 'mahasiswa' ? (saya ? 1 : 0) : (j?.n ?? 0),
      jumlah_belum_dinilai: aktor.role === 'mahasiswa' ? 0 : (j?.belum ?? 0),
      has_remedial: (remedial.find((x) => x.id === u.id)?.n ?? 0) > 0,
      jumlah_soal: nSoal.get(u.id)?.jumlah ?? 0,
      soal_siap: (nSoal.get(u.id)?.masalah.length ?? 1) === 0,
      masalah_soal: aktor.role === 'mahasiswa' ? [] : (nSoal.get(u.id)?.masalah ?? []),
      is_tampilkan_nilai: u.isTampilkanNilai,
      kelas_kuliah: { id: r.kelas.id, nama: r.kelas.nama, mata_kuliah: r.mk },
      pertemuan: { nomor: r.nomor },
      created_by: r.oleh?.username ? { name: r.oleh.name, username: r.oleh.username } : null,
      waktu_server: kini.toISOString(),
    };
  });
  if (aktor.role === 'mahasiswa') {
    // Students see only their own name on a remedial list.
    for (const u of items)
      u.peserta_remedial = u.peserta_remedial.filter((nim) => nim === aktor.username);
  }
  return { items, total: total?.n ?? 0 };
}

/** Meeting activity counts (spec 3 count_activity): exams of the meeting. */
daftarkanPenghitungAktivitas(async (db, ids) => {
  const rows = await db
    .select({ id: ujian.idPertemuan, n: count() })
    .from(ujian)
    .where(inArray(ujian.idPertemuan, ids))
    .groupBy(ujian.idPertemuan);
  return new Map(rows.map((r) => [r.id, { ujian: r.n }]));
});

export async function ujianById(db: Db, id: string) {
  const [u] = await db.select().from(ujian).where(eq(ujian.id, id)).limit(1);
  return u ?? null;
}

/** The class and college of an exam (for access checks). */
export async function kelasUjian(db: Db, idUjian: string) {
  const [r] = await db
    .select({ u: ujian, idKelas: pertemuan.idKelasKuliah })
    .from(ujian)
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .where(eq(ujian.id, idUjian))
    .limit(1);
  return r ?? null;
}

/**
 * `kelasUjian` from the read cache, for the student's calls while taking an exam (2,000 of them
 * a minute in an exam storm): kept until any exam row changes (`t:ujian`) or its meeting does.
 * Not `ujian:<id>`, which every new attempt and answer group announces. Changes to an exam
 * (times, shown, published) must read it fresh.
 */
export function kelasUjianTersimpan(db: Db, cache: CacheBaca, idUjian: string) {
  return cache.baca(
    `ujian-kelas:${idUjian}`,
    db,
    async (p) => {
      const r = await kelasUjian(p.db, idUjian);
      if (r) p.tambahTopik([`pertemuan:${r.u.idPertemuan}`]);
      return r;
    },
    { tersaring: ['pertemuan'] },
  );
}

/** A question as the API shows it; the keys only when `denganKunci`. */
export function soalApi(
  s: BarisSoal,
  denganKunci: boolean,
  oleh: { name: string; username: string } | null = null,
): SoalApi {
  const d = s.data as DataSoal;
  return {
    id: s.id,
    nomor: s.nomor,
    jenis: s.jenis,
    pertanyaan: s.pertanyaan,
    created_by: oleh,
    soal_files: s.soalFiles,
    pilihan:
      d.jenis === 'pilihan'
        ? { pilihan: d.pilihan, kunci: denganKunci ? d.kunci : null, gambar: d.gambar }
        : null,
    benar_salah:
      d.jenis === 'benar_salah'
        ? { pilihan: d.pilihan, kunci: denganKunci ? d.kunci : null }
        : null,
    esay:
      d.jenis === 'esay'
        ? {
            jenis_file_diterima: d.jenis_file_diterima as NonNullable<
              SoalApi['esay']
            >['jenis_file_diterima'],
            kunci: denganKunci ? d.kunci : null,
            kunci_files: denganKunci ? d.kunci_files : [],
          }
        : null,
  };
}

/** The question groups of an exam with their questions (rows). */
export async function kelompokDanSoal(db: Db, idUjian: string) {
  const [kelompok, daftarSoal] = await Promise.all([
    db
      .select()
      .from(kelompokSoal)
      .where(eq(kelompokSoal.idUjian, idUjian))
      .orderBy(asc(kelompokSoal.nomor), asc(kelompokSoal.id)),
    db
      .select({ s: soal, oleh: { name: pengguna.nama, username: pengguna.username } })
      .from(soal)
      .innerJoin(kelompokSoal, eq(kelompokSoal.id, soal.idKelompokSoal))
      .leftJoin(pengguna, eq(pengguna.id, soal.dibuatOleh))
      .where(eq(kelompokSoal.idUjian, idUjian))
      .orderBy(asc(soal.nomor), asc(soal.createdAt)),
  ]);
  return kelompok.map((k) => ({
    k,
    soal: daftarSoal
      .filter((r) => r.s.idKelompokSoal === k.id)
      .map((r) => ({ s: r.s, oleh: r.oleh?.username ? r.oleh : null })),
  }));
}

/**
 * `kelompokDanSoal` from the read cache, for the attempts (every start draws from it, every
 * question page shows it): kept until a group or a question changes anywhere (`t:kelompok_soal`,
 * `t:soal`; not `soal:<id>`, which every saved answer announces) or one of their authors does.
 */
export function kelompokDanSoalTersimpan(db: Db, cache: CacheBaca, idUjian: string) {
  return cache.baca(
    `ujian-soal:${idUjian}`,
    db,
    async (p) => {
      const hasil = await kelompokDanSoal(p.db, idUjian);
      const penulis = new Set<string>();
      for (const k of hasil)
        for (const s of k.soal) if (s.s.dibuatOleh) penulis.add(s.s.dibuatOleh);
      p.tambahTopik([...penulis].map((id) => `pengguna:${id}`));
      return hasil;
    },
    { tersaring: ['pengguna'] },
  );
}

export function kelompokApi(
  k: typeof kelompokSoal.$inferSelect,
  daftar: { s: BarisSoal; oleh: { name: string; username: string } | null }[],
): KelompokSoalApi {
  return {
    id: k.id,
    nomor: k.nomor,
    judul: k.judul,
    aturan: k.aturan,
    jumlah_wajib_dijawab: k.jumlahWajibDijawab,
    soal: daftar.map((r) => soalApi(r.s, true, r.oleh)),
  };
}

/** An attempt's end as the spec shows it: when it was submitted, else its deadline. */
export function akhirPengerjaan(p: BarisPengerjaanDb): Date | null {
  return p.waktuSelesai ?? p.batas;
}

export function pengerjaanApi(
  p: BarisPengerjaanDb,
  o: { jumlahDijawab: number; tampilkanNilai: boolean; kini: Date },
): PengerjaanApi {
  const jumlahSoal = (p.urutan ?? []).reduce((n, k) => n + k.soal.length, 0);
  return {
    id: p.id,
    id_ujian: p.idUjian,
    waktu_mulai: p.waktuMulai.toISOString(),
    waktu_selesai: isoAtauKosong(akhirPengerjaan(p)),
    batas: iso(p.batas),
    dikumpulkan: p.waktuSelesai !== null,
    dikumpulkan_oleh: (p.dikumpulkanOleh as PengerjaanApi['dikumpulkan_oleh']) ?? null,
    jumlah_soal: jumlahSoal,
    jumlah_soal_dijawab: o.jumlahDijawab,
    nilai_akhir: o.tampilkanNilai ? p.nilaiAkhir : null,
    pengurangan_nilai: o.tampilkanNilai ? p.penguranganNilai : 0,
    waktu_server: o.kini.toISOString(),
  };
}

export async function pengerjaanMahasiswa(db: Db, idUjian: string, idMahasiswa: string) {
  const [p] = await db
    .select()
    .from(pengerjaan)
    .where(and(eq(pengerjaan.idUjian, idUjian), eq(pengerjaan.idMahasiswa, idMahasiswa)))
    .limit(1);
  return p ?? null;
}

export async function pengerjaanById(db: Db, id: string) {
  const [p] = await db.select().from(pengerjaan).where(eq(pengerjaan.id, id)).limit(1);
  return p ?? null;
}

/** How many questions of an attempt hold an answer. */
export async function jumlahDijawab(db: Db, idPengerjaan: string) {
  const [r] = await db
    .select({ n: count() })
    .from(jawaban)
    .where(eq(jawaban.idPengerjaan, idPengerjaan));
  return r?.n ?? 0;
}

/**
 * Starts an attempt once: the unique index (id_ujian, id_mahasiswa) makes every concurrent start
 * after the first insert nothing, and all of them then read the same row.
 */
export async function mulaiPengerjaanRow(
  db: Db,
  baru: typeof pengerjaan.$inferInsert & { id: string },
): Promise<{ p: BarisPengerjaanDb; baru: boolean }> {
  const [dibuat] = await db
    .insert(pengerjaan)
    .values(baru)
    .onConflictDoNothing({ target: [pengerjaan.idUjian, pengerjaan.idMahasiswa] })
    .returning();
  if (dibuat) return { p: dibuat, baru: true };
  const ada = await pengerjaanMahasiswa(db, baru.idUjian, baru.idMahasiswa);
  if (!ada) throw new Error('pengerjaan tidak ditemukan setelah konflik');
  return { p: ada, baru: false };
}

/**
 * Stores an answer in one statement: only while the attempt is open and `kini` is not past its
 * deadline (the attempt row is share-locked, so a submission running at the same moment either
 * sees this answer or refuses it), and only over an older version. Answers the stored version
 * (null when the attempt refused it).
 */
export async function simpanJawabanRow(
  db: Db,
  a: {
    idPengerjaan: string;
    idSoal: string;
    isi: IsiJawaban;
    versi: number;
    nilai: number | null;
    kini: Date;
  },
): Promise<'simpan' | 'ditolak' | { versi: number; disimpanPada: Date }> {
  const hasil = await db.execute(sql`
    INSERT INTO ${jawaban} (id_pengerjaan, id_soal, isi, versi, disimpan_pada, nilai)
    SELECT p.id, ${a.idSoal}, ${JSON.stringify(a.isi)}::jsonb, ${a.versi}, ${a.kini}, ${a.nilai}
    FROM ${pengerjaan} p
    WHERE p.id = ${a.idPengerjaan} AND p.waktu_selesai IS NULL
      AND (p.batas IS NULL OR p.batas >= ${a.kini})
    FOR SHARE
    ON CONFLICT (id_pengerjaan, id_soal) DO UPDATE
      SET isi = EXCLUDED.isi, versi = EXCLUDED.versi, disimpan_pada = EXCLUDED.disimpan_pada,
          nilai = EXCLUDED.nilai, dinilai_oleh = NULL
      WHERE ${jawaban}.versi < EXCLUDED.versi
    RETURNING versi`);
  if ((hasil as unknown as { rows: unknown[] }).rows.length > 0) return 'simpan';
  const [ada] = await db
    .select({ versi: jawaban.versi, disimpanPada: jawaban.disimpanPada })
    .from(jawaban)
    .where(and(eq(jawaban.idPengerjaan, a.idPengerjaan), eq(jawaban.idSoal, a.idSoal)))
    .limit(1);
  return ada ?? 'ditolak';
}

export async function jawabanPengerjaan(db: Db, idPengerjaan: string) {
  return db.select().from(jawaban).where(eq(jawaban.idPengerjaan, idPengerjaan));
}

/**
 * Submits an open attempt (the student, or the server at the deadline) and scores it; nothing
 * when it was already submitted. Returns the row after.
 */
export async function kumpulkanRow(
  db: Db,
  idPengerjaan: string,
  oleh: 'mahasiswa' | 'sistem',
  kini: Date,
) {
  const [p] = await db
    .update(pengerjaan)
    .set({ waktuSelesai: kini, dikumpulkanOleh: oleh, updatedAt: kini })
    .where(and(eq(pengerjaan.id, idPengerjaan), isNull(pengerjaan.waktuSelesai)))
    .returning();
  return p ?? null;
}

/** Open attempts of an exam (their deadlines follow the exam's times). */
export async function pengerjaanTerbuka(db: Db, idUjian: string) {
  return db
    .select()
    .from(pengerjaan)
    .where(and(eq(pengerjaan.idUjian, idUjian), isNull(pengerjaan.waktuSelesai)));
}

export async function setBatas(db: Db, idPengerjaan: string, batas: Date | null) {
  await db
    .update(pengerjaan)
    .set({ batas, updatedAt: new Date() })
    .where(and(eq(pengerjaan.id, idPengerjaan), isNull(pengerjaan.waktuSelesai)));
}

/** The lecturer's work list rows, with per-attempt answer counts. */
export async function daftarPengerjaanUjian(
  db: Db,
  idUjian: string,
  o: { search?: string; page: number; perPage: number; ids?: string[] },
  kini: Date,
): Promise<{ items: BarisPengerjaan[]; total: number }> {
  const where = and(
    eq(pengerjaan.idUjian, idUjian),
    o.ids ? inArray(pengerjaan.id, o.ids) : undefined,
    o.search
      ? or(
          ilike(mahasiswa.nama, `%${o.search.replace(/[\\%_]/g, '\\$&')}%`),
          ilike(mahasiswa.nim, `%${o.search.replace(/[\\%_]/g, '\\$&')}%`),
        )
      : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(pengerjaan)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pengerjaan.idMahasiswa))
    .where(where);
  const rows = await db
    .select({ p: pengerjaan, m: { id: mahasiswa.id, nim: mahasiswa.nim, nama: mahasiswa.nama } })
    .from(pengerjaan)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pengerjaan.idMahasiswa))
    .where(where)
    .orderBy(asc(mahasiswa.nim))
    .limit(o.perPage)
    .offset((o.page - 1) * o.perPage);
  const ids = rows.map((r) => r.p.id);
  const hitung = ids.length
    ? await db
        .select({
          id: jawaban.idPengerjaan,
          n: count(),
          belum: sql<number>`count(*) filter (where ${jawaban.nilai} is null)`.mapWith(Number),
        })
        .from(jawaban)
        .where(inArray(jawaban.idPengerjaan, ids))
        .groupBy(jawaban.idPengerjaan)
    : [];
  const items = rows.map((r) => {
    const h = hitung.find((x) => x.id === r.p.id);
    return barisPengerjaanApi(r.p, r.m, { dijawab: h?.n ?? 0, belum: h?.belum ?? 0 }, kini);
  });
  return { items, total: total?.n ?? 0 };
}

export function barisPengerjaanApi(
  p: BarisPengerjaanDb,
  m: { id: string; nim: string; nama: string },
  h: { dijawab: number; belum: number },
  kini: Date,
): BarisPengerjaan {
  const berakhir = p.waktuSelesai !== null || (p.batas !== null && p.batas < kini);
  return {
    id: p.id,
    mahasiswa: m,
    waktu_mulai: p.waktuMulai.toISOString(),
    waktu_selesai: isoAtauKosong(akhirPengerjaan(p)),
    dikumpulkan: p.waktuSelesai !== null,
    dikumpulkan_oleh: (p.dikumpulkanOleh as BarisPengerjaan['dikumpulkan_oleh']) ?? null,
    jumlah_soal: (p.urutan ?? []).reduce((n, k) => n + k.soal.length, 0),
    jumlah_soal_dijawab: h.dijawab,
    jumlah_belum_dinilai: h.belum,
    pengurangan_nilai: p.penguranganNilai,
    nilai_akhir: p.nilaiAkhir,
    status_nilai: !berakhir
      ? 'belum_berakhir'
      : p.nilaiAkhir === null
        ? 'belum_dinilai'
        : 'sudah_dinilai',
  };
}

/** Students of the exam's class who have not started it (remedial: of its participants). */
export async function tanpaPengerjaanUjian(
  db: Db,
  u: BarisUjian,
  idKelas: string,
  o: { search?: string; page: number; perPage: number },
) {
  const belum = notExists(
    db
      .select({ x: sql`1` })
      .from(pengerjaan)
      .where(and(eq(pengerjaan.idUjian, u.id), eq(pengerjaan.idMahasiswa, mahasiswa.id))),
  );
  const remedial =
    u.jenis === 'remedial'
      ? exists(
          db
            .select({ x: sql`1` })
            .from(pesertaRemedial)
            .where(
              and(eq(pesertaRemedial.idUjian, u.id), eq(pesertaRemedial.idMahasiswa, mahasiswa.id)),
            ),
        )
      : undefined;
  const cari = o.search
    ? or(
        ilike(mahasiswa.nama, `%${o.search.replace(/[\\%_]/g, '\\$&')}%`),
        ilike(mahasiswa.nim, `%${o.search.replace(/[\\%_]/g, '\\$&')}%`),
      )
    : undefined;
  const where = and(eq(pesertaKelas.idKelasKuliah, idKelas), belum, remedial, cari);
  const [total] = await db
    .select({ n: count() })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .where(where);
  const items = await db
    .select({ id: mahasiswa.id, nim: mahasiswa.nim, nama: mahasiswa.nama })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .where(where)
    .orderBy(asc(mahasiswa.nim))
    .limit(o.perPage)
    .offset((o.page - 1) * o.perPage);
  return { items, total: total?.n ?? 0 };
}

/** Every answer of an exam's attempts (statistics, export). */
export async function jawabanUjian(db: Db, idUjian: string) {
  return db
    .select({ j: jawaban })
    .from(jawaban)
    .innerJoin(pengerjaan, eq(pengerjaan.id, jawaban.idPengerjaan))
    .where(eq(pengerjaan.idUjian, idUjian))
    .then((rows) => rows.map((r) => r.j));
}

export async function mahasiswaById(db: Db, id: string) {
  const [m] = await db
    .select({ id: mahasiswa.id, nim: mahasiswa.nim, nama: mahasiswa.nama })
    .from(mahasiswa)
    .where(eq(mahasiswa.id, id))
    .limit(1);
  return m ?? null;
}

/** Students of a class by student number (the remedial participants), in the same college. */
export async function mahasiswaKelasByNim(db: Db, idKelas: string, nim: string[]) {
  if (nim.length === 0) return [];
  return db
    .select({ id: mahasiswa.id, nim: mahasiswa.nim })
    .from(pesertaKelas)
    .innerJoin(mahasiswa, eq(mahasiswa.id, pesertaKelas.idMahasiswa))
    .where(and(eq(pesertaKelas.idKelasKuliah, idKelas), inArray(mahasiswa.nim, nim)));
}

/**
 * Open attempts or a pending recalculation: work the exam jobs must pick up after a restart.
 * Also an exam not over yet: every start of it queues a deadline job, and the queue's own start
 * (pg-boss' schema check or creation, its queues) would otherwise fall on the first students'
 * starts and hold them back (bench --ujian on PGlite, whose one connection waits for it: the
 * starts of the first second took up to 0.96 s against ~40 ms after).
 */
export async function adaKerjaUjian(db: Db) {
  const [terbuka] = await db
    .select({ id: pengerjaan.id })
    .from(pengerjaan)
    .where(isNull(pengerjaan.waktuSelesai))
    .limit(1);
  if (terbuka) return true;
  const [hitung] = await db
    .select({ id: ujian.id })
    .from(ujian)
    .where(or(isNotNull(ujian.perhitunganSejak), gt(ujian.waktuSelesai, new Date())))
    .limit(1);
  return Boolean(hitung);
}

// ---- Writes and lookups of the routes (route files hold no SQL) ------------------------------

/** Exams in the caller's scope matching a filter (the route's list and single reads). */
export function daftarUjianUntuk(
  db: Db,
  aktor: Aktor,
  f: FilterUjian & { ids?: string[] },
  paging: { page: number; perPage: number },
  kini: Date,
) {
  return daftarUjian(
    db,
    aktor,
    and(
      lingkupUjian(db, aktor),
      f.ids ? inArray(ujian.id, f.ids) : undefined,
      kondisiUjian(f, kini),
    ),
    paging,
    kini,
  );
}

/**
 * Exams another class may copy: the copy scope, without remedial ones (a remedial exam belongs
 * to its main exam and is not copied on its own).
 */
export function daftarUjianSalinUntuk(
  db: Db,
  aktor: Aktor,
  f: FilterUjian & { ids?: string[] },
  paging: { page: number; perPage: number },
  kini: Date,
) {
  return daftarUjian(
    db,
    aktor,
    and(
      lingkupSalinUjian(db, aktor),
      ne(ujian.jenis, 'remedial'),
      f.ids ? inArray(ujian.id, f.ids) : undefined,
      kondisiUjian(f, kini),
    ),
    paging,
    kini,
  );
}

type KolomUjian = Omit<typeof ujian.$inferInsert, 'id'>;

/** A new exam and its remedial participants, in one transaction; answers its id. */
export async function tambahUjianRow(db: Db, v: KolomUjian, peserta: string[]) {
  return db.transaction(async (tx) => {
    const [baru] = await tx.insert(ujian).values(v).returning({ id: ujian.id });
    if (!baru) throw new Error('ujian tidak tersimpan');
    if (peserta.length > 0) {
      await tx
        .insert(pesertaRemedial)
        .values(peserta.map((idMahasiswa) => ({ idUjian: baru.id, idMahasiswa })));
    }
    return baru.id;
  });
}

/** Saves an exam and replaces its remedial participants, in one transaction. */
export async function ubahUjianRow(db: Db, id: string, v: Partial<KolomUjian>, peserta: string[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(ujian)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(ujian.id, id))
      .returning();
    await tx.delete(pesertaRemedial).where(eq(pesertaRemedial.idUjian, id));
    if (peserta.length > 0) {
      await tx
        .insert(pesertaRemedial)
        .values(peserta.map((idMahasiswa) => ({ idUjian: id, idMahasiswa })));
    }
    if (!row) throw new Error('ujian tidak tersimpan');
    return row;
  });
}

/** Deletes an exam (its attempts and remedial exams with it); answers what went with it. */
export async function hapusUjianRow(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [[n], [rem]] = await Promise.all([
      tx.select({ n: count() }).from(pengerjaan).where(eq(pengerjaan.idUjian, id)),
      tx.select({ n: count() }).from(ujian).where(eq(ujian.idUjianUtama, id)),
    ]);
    await tx.delete(ujian).where(eq(ujian.id, id));
    return { jumlah_pengerjaan: n?.n ?? 0, jumlah_remedial: rem?.n ?? 0 };
  });
}

/**
 * Copies exams with their groups and questions into a meeting, in one transaction; answers the
 * new ids. `ubah` sets what the copy tab chose (times, key display).
 */
export async function salinUjianRows(
  db: Db,
  ids: string[],
  o: {
    idPertemuan: string;
    dibuatOleh: string;
    waktuMulai: Date | null;
    waktuSelesai: Date | null;
    tampilkanKunciJawaban: boolean;
    waktuTampilKunci: Date | null;
  },
) {
  return db.transaction(async (tx) => {
    const hasil: string[] = [];
    for (const id of ids) {
      const [asal] = await tx.select().from(ujian).where(eq(ujian.id, id));
      if (!asal) continue;
      const [baru] = await tx
        .insert(ujian)
        .values({
          idPertemuan: o.idPertemuan,
          judul: asal.judul,
          deskripsi: asal.deskripsi,
          jenis: asal.jenis,
          sifat: asal.sifat,
          acakSoal: asal.acakSoal,
          ditampilkan: asal.ditampilkan,
          gunakanBatasWaktu: asal.gunakanBatasWaktu,
          durasi: asal.durasi,
          tampilkanKunciJawaban: o.tampilkanKunciJawaban,
          waktuTampilKunci: o.waktuTampilKunci,
          waktuMulai: o.waktuMulai ?? asal.waktuMulai,
          waktuSelesai: o.waktuSelesai ?? asal.waktuSelesai,
          idSumber: asal.id,
          dibuatOleh: o.dibuatOleh,
        })
        .returning({ id: ujian.id });
      if (!baru) continue;
      hasil.push(baru.id);
      const kelompok = await tx
        .select()
        .from(kelompokSoal)
        .where(eq(kelompokSoal.idUjian, asal.id))
        .orderBy(asc(kelompokSoal.nomor));
      for (const k of kelompok) {
        const [kb] = await tx
          .insert(kelompokSoal)
          .values({
            idUjian: baru.id,
            nomor: k.nomor,
            judul: k.judul,
            aturan: k.aturan,
            jumlahWajibDijawab: k.jumlahWajibDijawab,
          })
          .returning({ id: kelompokSoal.id });
        const daftar = await tx.select().from(soal).where(eq(soal.idKelompokSoal, k.id));
        if (kb && daftar.length > 0) {
          await tx.insert(soal).values(
            daftar.map((x) => ({
              idKelompokSoal: kb.id,
              nomor: x.nomor,
              jenis: x.jenis,
              pertanyaan: x.pertanyaan,
              data: x.data,
              soalFiles: x.soalFiles,
              idSumber: x.id,
              dibuatOleh: o.dibuatOleh,
            })),
          );
        }
      }
    }
    return hasil;
  });
}

export async function kelompokUjian(db: Db, idUjian: string, idKelompok: string) {
  const [k] = await db
    .select()
    .from(kelompokSoal)
    .where(and(eq(kelompokSoal.id, idKelompok), eq(kelompokSoal.idUjian, idUjian)))
    .limit(1);
  return k ?? null;
}

/** A new group, numbered after the exam's last. */
export async function tambahKelompokRow(
  db: Db,
  v: Omit<typeof kelompokSoal.$inferInsert, 'nomor'>,
) {
  const [m] = await db
    .select({ n: max(kelompokSoal.nomor) })
    .from(kelompokSoal)
    .where(eq(kelompokSoal.idUjian, v.idUjian));
  const [k] = await db
    .insert(kelompokSoal)
    .values({ ...v, nomor: (m?.n ?? 0) + 1 })
    .returning();
  if (!k) throw new Error('kelompok soal tidak tersimpan');
  return k;
}

export async function ubahKelompokRow(
  db: Db,
  id: string,
  v: Pick<typeof kelompokSoal.$inferInsert, 'judul' | 'aturan' | 'jumlahWajibDijawab'>,
) {
  await db.update(kelompokSoal).set(v).where(eq(kelompokSoal.id, id));
}

export async function hapusKelompokRow(db: Db, id: string) {
  await db.delete(kelompokSoal).where(eq(kelompokSoal.id, id));
}

export async function soalById(db: Db, id: string) {
  const [s] = await db.select().from(soal).where(eq(soal.id, id)).limit(1);
  return s ?? null;
}

/** Who a question belongs to: a question group of an exam, or a question bank (one model). */
export type PemilikSoal = { idKelompokSoal: string } | { idBankSoal: string };

/** The questions of a group or a bank. */
export const milikSoal = (p: PemilikSoal) =>
  'idKelompokSoal' in p
    ? eq(soal.idKelompokSoal, p.idKelompokSoal)
    : eq(soal.idBankSoal, p.idBankSoal);

export async function jumlahSoal(db: Db, p: PemilikSoal) {
  const [r] = await db.select({ n: count() }).from(soal).where(milikSoal(p));
  return r?.n ?? 0;
}

/** A question of that group or bank, or null. */
export async function soalMilik(db: Db, p: PemilikSoal, idSoal: string) {
  const [s] = await db
    .select()
    .from(soal)
    .where(and(eq(soal.id, idSoal), milikSoal(p)))
    .limit(1);
  return s ?? null;
}

/** A new question of a group or bank, numbered after its last. */
export async function tambahSoalRow(
  db: Db,
  p: PemilikSoal,
  v: Omit<typeof soal.$inferInsert, 'nomor' | 'idKelompokSoal' | 'idBankSoal'>,
) {
  const [m] = await db
    .select({ n: max(soal.nomor) })
    .from(soal)
    .where(milikSoal(p));
  const [s] = await db
    .insert(soal)
    .values({ ...v, ...p, nomor: (m?.n ?? 0) + 1 })
    .returning();
  if (!s) throw new Error('soal tidak tersimpan');
  return s;
}

export async function hapusSoalRow(db: Db, p: PemilikSoal, idSoal: string) {
  const [s] = await db
    .delete(soal)
    .where(and(eq(soal.id, idSoal), milikSoal(p)))
    .returning({ id: soal.id });
  return Boolean(s);
}

export async function ubahSoalRow(
  db: Db,
  id: string,
  v: Pick<typeof soal.$inferInsert, 'jenis' | 'pertanyaan' | 'data' | 'soalFiles'>,
) {
  const [s] = await db
    .update(soal)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(soal.id, id))
    .returning();
  if (!s) throw new Error('soal tidak tersimpan');
  return s;
}

export async function adaPengerjaan(db: Db, idUjian: string) {
  const [p] = await db
    .select({ id: pengerjaan.id })
    .from(pengerjaan)
    .where(eq(pengerjaan.idUjian, idUjian))
    .limit(1);
  return Boolean(p);
}

/** Marks an exam's scores as being recalculated (perhitungan_nilai IN_PROGRESS). */
export async function tandaiPerhitungan(db: Db, idUjian: string, kini: Date) {
  await db.update(ujian).set({ perhitunganSejak: kini }).where(eq(ujian.id, idUjian));
}

/** The student's own submission. */
export function kumpulkanOlehMahasiswa(db: Db, idPengerjaan: string, kini: Date) {
  return kumpulkanRow(db, idPengerjaan, 'mahasiswa', kini);
}

export async function hapusPengerjaanRow(db: Db, id: string) {
  await db.delete(pengerjaan).where(eq(pengerjaan.id, id));
}

export async function setTampilkanNilai(db: Db, idUjian: string, tampil: boolean) {
  await db
    .update(ujian)
    .set({ isTampilkanNilai: tampil, updatedAt: new Date() })
    .where(eq(ujian.id, idUjian));
}

/** A lecturer's grade of one question; an unanswered question gets an empty answer of its kind. */
export async function nilaiSoalRow(
  db: Db,
  a: { idPengerjaan: string; s: BarisSoal; nilai: number; oleh: string },
) {
  const kosong: IsiJawaban =
    a.s.jenis === 'pilihan'
      ? { jenis: 'pilihan', pilihan: null }
      : a.s.jenis === 'benar_salah'
        ? { jenis: 'benar_salah', jawaban: null }
        : { jenis: 'esay', teks: '', files: [] };
  await db
    .insert(jawaban)
    .values({
      idPengerjaan: a.idPengerjaan,
      idSoal: a.s.id,
      isi: kosong,
      versi: 0,
      nilai: a.nilai,
      dinilaiOleh: a.oleh,
    })
    .onConflictDoUpdate({
      target: [jawaban.idPengerjaan, jawaban.idSoal],
      set: { nilai: a.nilai, dinilaiOleh: a.oleh },
    });
}

export async function setPengurangan(db: Db, idPengerjaan: string, nilai: number) {
  const [row] = await db
    .update(pengerjaan)
    .set({ penguranganNilai: nilai, updatedAt: new Date() })
    .where(eq(pengerjaan.id, idPengerjaan))
    .returning();
  return row ?? null;
}

/**
 * The storage keys among `kunci` that `idPengguna` uploaded into the answer folder: an essay may
 * only attach the student's own uploads.
 */
export async function berkasJawabanMilik(db: Db, kunci: string[], idPengguna: string) {
  if (kunci.length === 0) return new Set<string>();
  const rows = await db
    .select({ kunci: berkas.kunci })
    .from(berkas)
    .where(
      and(
        inArray(berkas.kunci, kunci),
        eq(berkas.idPengunggah, idPengguna),
        eq(berkas.jenis, 'jawaban_ujian'),
      ),
    );
  return new Set(rows.map((r) => r.kunci));
}

// ---- The exam side of copying questions with question banks (issue 14) -----------------------

/**
 * Exams of a course in the classes the caller manages (a lecturer the classes they teach, an
 * operator, whose write on kelas_kuliah the route checked, the college's), for 'Salin dari
 * Kuis/Ujian' into a bank: newest first, with their class and question count.
 */
export async function ujianKelolaanMataKuliah(
  db: Db,
  aktor: Aktor,
  f: { idMataKuliah: string; search?: string },
  paging: { page: number; perPage: number },
) {
  const where = and(
    eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
    eq(kelasKuliah.idMataKuliah, f.idMataKuliah),
    lingkupKelas(db, aktor),
    f.search ? ilike(ujian.judul, `%${f.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(ujian)
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(where);
  const rows = await db
    .select({
      id: ujian.id,
      judul: ujian.judul,
      jenis: ujian.jenis,
      kelas: { id: kelasKuliah.id, nama: kelasKuliah.namaKelas },
    })
    .from(ujian)
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(where)
    .orderBy(desc(ujian.waktuMulai), desc(ujian.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const ids = rows.map((r) => r.id);
  const jumlah = ids.length
    ? await db
        .select({ id: kelompokSoal.idUjian, n: count(soal.id) })
        .from(kelompokSoal)
        .innerJoin(soal, eq(soal.idKelompokSoal, kelompokSoal.id))
        .where(inArray(kelompokSoal.idUjian, ids))
        .groupBy(kelompokSoal.idUjian)
    : [];
  return {
    items: rows.map((r) => ({ ...r, jumlah_soal: jumlah.find((j) => j.id === r.id)?.n ?? 0 })),
    total: total?.n ?? 0,
  };
}

/**
 * Questions among `ids` of exams in classes the caller manages (as ujianKelolaanMataKuliah), with
 * nothing of other colleges; the caller compares the count with what was asked for.
 */
/** Questions of exams the caller manages, of course `idMataKuliah` (copies stay within a course). */
export async function soalUjianKelolaan(db: Db, aktor: Aktor, ids: string[], idMataKuliah: string) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ s: soal })
    .from(soal)
    .innerJoin(kelompokSoal, eq(kelompokSoal.id, soal.idKelompokSoal))
    .innerJoin(ujian, eq(ujian.id, kelompokSoal.idUjian))
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(
      and(
        inArray(soal.id, ids),
        eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
        eq(kelasKuliah.idMataKuliah, idMataKuliah),
        lingkupKelas(db, aktor),
      ),
    );
  return rows.map((r) => r.s);
}

/** The course of an exam's class (an exam copied from must be of the bank's course). */
export async function mataKuliahUjian(db: Db, idUjian: string) {
  const [r] = await db
    .select({ id: kelasKuliah.idMataKuliah })
    .from(ujian)
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(eq(ujian.id, idUjian))
    .limit(1);
  return r?.id ?? null;
}

// ---- Stored files of questions and answers, for removing them once nothing uses them ----------

/** Which rows' files to look at: one question, an exam (with its remedials), a bank, an attempt. */
export type LingkupBerkasSoal =
  | { idSoal: string }
  | { idUjian: string }
  | { idBankSoal: string }
  | { idPengerjaan: string };

/**
 * The text of the questions and answers in `l` in which their stored files' keys appear
 * (question text, attachments, options, key files; answer files), for reading the keys out.
 */
export async function teksBerkasSoal(db: Db, l: LingkupBerkasSoal): Promise<string[]> {
  const teksSoal = sql<string>`${soal.pertanyaan} || ${soal.soalFiles}::text || ${soal.data}::text`;
  const teksJawaban = sql<string>`${jawaban.isi}::text`;
  const ujianDanRemedial = (id: string) =>
    db
      .select({ id: ujian.id })
      .from(ujian)
      .where(or(eq(ujian.id, id), eq(ujian.idUjianUtama, id)));
  const [s, j] =
    'idSoal' in l
      ? await Promise.all([
          db.select({ t: teksSoal }).from(soal).where(eq(soal.id, l.idSoal)),
          db.select({ t: teksJawaban }).from(jawaban).where(eq(jawaban.idSoal, l.idSoal)),
        ])
      : 'idBankSoal' in l
        ? [await db.select({ t: teksSoal }).from(soal).where(eq(soal.idBankSoal, l.idBankSoal)), []]
        : 'idPengerjaan' in l
          ? [
              [],
              await db
                .select({ t: teksJawaban })
                .from(jawaban)
                .where(eq(jawaban.idPengerjaan, l.idPengerjaan)),
            ]
          : await Promise.all([
              db
                .select({ t: teksSoal })
                .from(soal)
                .innerJoin(kelompokSoal, eq(kelompokSoal.id, soal.idKelompokSoal))
                .where(inArray(kelompokSoal.idUjian, ujianDanRemedial(l.idUjian))),
              db
                .select({ t: teksJawaban })
                .from(jawaban)
                .innerJoin(pengerjaan, eq(pengerjaan.id, jawaban.idPengerjaan))
                .where(inArray(pengerjaan.idUjian, ujianDanRemedial(l.idUjian))),
            ]);
  return [...s, ...j].map((r) => r.t);
}

/**
 * Which of the question-file keys `kunci` a question still points to (a copy of an exam shares
 * its files; a copied option keeps its image's link): one pass over the questions.
 */
export async function kunciDipakaiSoal(db: Db, kunci: string[]): Promise<Set<string>> {
  if (kunci.length === 0) return new Set();
  const teks = sql`${soal.pertanyaan} || ${soal.soalFiles}::text || ${soal.data}::text`;
  const hasil = await db.execute(sql`
    SELECT DISTINCT m[1] AS k
    FROM ${soal}, regexp_matches(${teks}, ${POLA_KUNCI_SOAL_SQL}, 'g') AS m
    WHERE m[1] IN (SELECT jsonb_array_elements_text(${JSON.stringify(kunci)}::jsonb))`);
  return new Set((hasil as unknown as { rows: { k: string }[] }).rows.map((r) => r.k));
}

/** A question file's key (spec 3 kinds of questions' files), as buatKunci writes it. */
const POLA_KUNCI_SOAL_SQL =
  '((?:soal_ujian|kunci_ujian|soal_bank_soal|kunci_bank_soal)/[0-9a-f-]{36}\\.[a-z0-9]{1,10})';
