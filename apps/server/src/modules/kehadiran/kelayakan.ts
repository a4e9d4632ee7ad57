import type { AturanKehadiranUjian, calls, PembatasanUjianKehadiran } from '@kampus/api/contract';
import {
  KODE_PEMBATASAN_UJIAN_KEHADIRAN,
  kelayakanUjian,
  NAMA_PEMBATASAN_UJIAN_KEHADIRAN,
  PESAN_KELAYAKAN_UJIAN,
} from '@kampus/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { kelasKuliah, pertemuan, ujian } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { HandlerContext } from '../../http/route';
import type { CacheBaca } from '../../platform/cache';
import type { Aktor } from '../auth';
import { getPengaturan } from '../sistem';
import { PESAN_KEHADIRAN_SERVER, pertemuanDenganAkses } from './akses';
import { kehadiranMahasiswa } from './schema';

// Exam eligibility by attendance (issue 25): the access restriction of an exam's meeting. The
// rule is in the settings (pembatasan_ujian_kehadiran, off by default); the facts are the exam
// types the meeting holds and the student's marks of the class's earlier meetings. Read through
// the read cache, whose entries the database's change announcements invalidate on every
// instance (platform/cache.ts): a changed setting or mark applies on the next request anywhere,
// and the exam storm's calls (each saved answer checks) cost no extra round trip.

/** The rule as set by the college's operators; null when never set (off). */
export function aturanKehadiranUjian(
  db: Db,
  cache: CacheBaca | undefined,
  idPerguruanTinggi: string,
): Promise<AturanKehadiranUjian | null> {
  const muat = async (d: Db) =>
    (await getPengaturan(d, idPerguruanTinggi))?.pembatasan_ujian_kehadiran ?? null;
  return cache
    ? cache.baca(`aturan-kehadiran-ujian:${idPerguruanTinggi}`, db, (p) => muat(p.db))
    : muat(db);
}

/**
 * A student's present marks and marked meetings among the class's meetings numbered before
 * `sebelumPertemuanNomor` (a meeting without a mark is not counted).
 */
export async function persenKehadiranMahasiswa(
  db: Db,
  idKelas: string,
  idPengguna: string,
  sebelumPertemuanNomor: number,
) {
  const [r] = await db
    .select({
      hadir: sql<number>`count(*) filter (where ${kehadiranMahasiswa.presensi} = 'H')`.mapWith(
        Number,
      ),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(kehadiranMahasiswa)
    .innerJoin(pertemuan, eq(pertemuan.id, kehadiranMahasiswa.idPertemuan))
    .where(
      and(
        eq(pertemuan.idKelasKuliah, idKelas),
        lt(pertemuan.nomor, sebelumPertemuanNomor),
        eq(kehadiranMahasiswa.idPengguna, idPengguna),
      ),
    );
  return { hadir: r?.hadir ?? 0, total: r?.total ?? 0 };
}

interface FaktaKelayakan {
  p: {
    id: string;
    nomor: number;
    judul: string;
    kategori: string;
    idKelas: string;
    idPerguruanTinggi: string;
  };
  jenisUjian: string[];
  hadir: number;
  total: number;
}

async function muatFakta(
  db: Db,
  idPertemuan: string,
  idPengguna: string,
): Promise<FaktaKelayakan | null> {
  const [p] = await db
    .select({
      id: pertemuan.id,
      nomor: pertemuan.nomor,
      judul: pertemuan.judul,
      kategori: pertemuan.kategori,
      idKelas: pertemuan.idKelasKuliah,
      idPerguruanTinggi: kelasKuliah.idPerguruanTinggi,
    })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .where(eq(pertemuan.id, idPertemuan))
    .limit(1);
  if (!p) return null;
  const [daftarUjian, k] = await Promise.all([
    db
      .selectDistinct({ jenis: ujian.jenis })
      .from(ujian)
      .where(and(eq(ujian.idPertemuan, idPertemuan), eq(ujian.ditampilkan, true))),
    persenKehadiranMahasiswa(db, p.idKelas, idPengguna, p.nomor),
  ]);
  const jenis = new Set<string>(daftarUjian.map((u) => u.jenis));
  if (p.kategori !== 'kuliah') jenis.add(p.kategori);
  return { p, jenisUjian: [...jenis].sort(), ...k };
}

/** The facts of a student and a meeting, kept until the meeting, its class or their marks change. */
function faktaKelayakan(
  db: Db,
  cache: CacheBaca | undefined,
  idPertemuan: string,
  idPengguna: string,
) {
  if (!cache) return muatFakta(db, idPertemuan, idPengguna);
  return cache.baca(
    `kelayakan-ujian:${idPertemuan}:${idPengguna}`,
    db,
    async (pm) => {
      const f = await muatFakta(pm.db, idPertemuan, idPengguna);
      if (f) pm.tambahTopik([`kelas_kuliah:${f.p.idKelas}`]);
      return f;
    },
    {
      // A meeting row or an exam of it announces pertemuan:<id>; the class's meetings
      // kelas_kuliah:<id>; the student's marks pengguna:<id>.
      topik: [`pertemuan:${idPertemuan}`, `pengguna:${idPengguna}`],
      tersaring: ['pertemuan', 'kelas_kuliah', 'ujian', 'kehadiran_mahasiswa'],
    },
  );
}

function susun(aturan: AturanKehadiranUjian | null, f: FaktaKelayakan): PembatasanUjianKehadiran {
  const k = kelayakanUjian(aturan, f.jenisUjian, f.hadir, f.total);
  return {
    nama: NAMA_PEMBATASAN_UJIAN_KEHADIRAN,
    berlaku: k.berlaku,
    memenuhi_syarat: k.memenuhi_syarat,
    kekurangan: k.kekurangan,
    persen_kehadiran: k.persen_kehadiran,
    persen_minimal: k.persen_minimal,
    hadir: k.hadir,
    total: k.total,
    pertemuan: {
      id: f.p.id,
      nomor: f.p.nomor,
      judul: f.p.judul,
      kategori: f.p.kategori,
      jenis_ujian: f.jenisUjian,
    },
    kelas_kuliah: { id: f.p.idKelas },
  };
}

/**
 * Refuses a student's call on a meeting (or an exam of it) the exam attendance rule restricts
 * while they fall short: 403 with status code 'pembatasan_ujian_kehadiran' and the meeting's id
 * in the envelope's data. Lecturers and operators are never restricted. With the rule off this
 * costs one cached read.
 */
export async function wajibLayakUjian(
  db: Db,
  cache: CacheBaca | undefined,
  aktor: Aktor,
  idPertemuan: string,
): Promise<void> {
  if (aktor.role !== 'mahasiswa') return;
  const aturan = await aturanKehadiranUjian(db, cache, aktor.idPerguruanTinggi);
  if (!aturan?.aktif) return;
  const f = await faktaKelayakan(db, cache, idPertemuan, aktor.idPengguna);
  if (!f) return;
  const k = kelayakanUjian(aturan, f.jenisUjian, f.hadir, f.total);
  if (k.memenuhi_syarat) return;
  throw new ApiError(
    403,
    PESAN_KELAYAKAN_UJIAN.ditolak(k.persen_minimal),
    KODE_PEMBATASAN_UJIAN_KEHADIRAN,
    undefined,
    { id_pertemuan: idPertemuan },
  );
}

/** GET /lms/kehadiran_mahasiswa/pembatasan_ujian/{idPertemuan}: the signed-in student's status. */
export async function pembatasanUjianKehadiran(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.pembatasanUjianKehadiran>,
): Promise<PembatasanUjianKehadiran> {
  const db = ctx.database.db;
  await pertemuanDenganAkses(db, aktor, params.idPertemuan, 'read');
  const [aturan, f] = await Promise.all([
    aturanKehadiranUjian(db, ctx.cache, aktor.idPerguruanTinggi),
    faktaKelayakan(db, ctx.cache, params.idPertemuan, aktor.idPengguna),
  ]);
  if (!f) throw notFound(PESAN_KEHADIRAN_SERVER.pertemuanTidakAda);
  return susun(aturan, f);
}
