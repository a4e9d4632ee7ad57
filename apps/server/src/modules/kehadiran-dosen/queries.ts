import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  dosen,
  kehadiranDosen,
  kelasKuliah,
  mataKuliah,
  pengajarPertemuan,
  pengguna,
  pertemuan,
  pesertaKelas,
} from '../../db/schema';
import type { Aktor } from '../auth';
import { type SaringPertemuan, saringPertemuanKelas } from '../kelas';

// The lecturer attendance rows of meetings: each teacher of a meeting with what was recorded.

const pengubah = alias(pengguna, 'pengubah');
const validator = alias(pengguna, 'validator');
const akun = alias(pengguna, 'akun');

/** Every teacher of the meetings (pengajar_pertemuan), by name, with their attendance if any. */
export async function barisKehadiranDosen(db: Db, idPertemuan: string[]) {
  if (idPertemuan.length === 0) return [];
  return db
    .select({
      idPertemuan: pengajarPertemuan.idPertemuan,
      d: {
        id: dosen.id,
        idPengguna: dosen.idPengguna,
        nama: dosen.nama,
        gelarDepan: dosen.gelarDepan,
        gelarAkademik: dosen.gelarAkademik,
        fotoUrl: akun.fotoUrl,
      },
      k: kehadiranDosen,
      pengubah: { name: pengubah.nama, username: pengubah.username },
      validator: { name: validator.nama, username: validator.username },
    })
    .from(pengajarPertemuan)
    .innerJoin(dosen, eq(dosen.id, pengajarPertemuan.idDosen))
    .innerJoin(akun, eq(akun.id, dosen.idPengguna))
    .leftJoin(
      kehadiranDosen,
      and(
        eq(kehadiranDosen.idPertemuan, pengajarPertemuan.idPertemuan),
        eq(kehadiranDosen.idDosen, pengajarPertemuan.idDosen),
      ),
    )
    .leftJoin(pengubah, eq(pengubah.id, kehadiranDosen.updatedBy))
    .leftJoin(validator, eq(validator.id, kehadiranDosen.divalidasiOleh))
    .where(inArray(pengajarPertemuan.idPertemuan, idPertemuan))
    .orderBy(asc(dosen.nama));
}
export type BarisKehadiranDosen = Awaited<ReturnType<typeof barisKehadiranDosen>>[number];

/** Students of a class. */
export async function jumlahPesertaKelas(db: Db, idKelas: string) {
  const [r] = await db
    .select({ n: count() })
    .from(pesertaKelas)
    .where(eq(pesertaKelas.idKelasKuliah, idKelas));
  return r?.n ?? 0;
}

export interface SimpanKehadiranDosen {
  idPertemuan: string;
  idDosen: string;
  isHadir: boolean;
  mulaiKuliah: Date | null;
  selesaiKuliah: Date | null;
  isValid: boolean;
  divalidasiOleh: string | null;
  divalidasiPada: Date | null;
  updatedBy: string;
  updatedAt: Date;
}

/** Writes one lecturer's attendance of a meeting (insert or replace). */
export async function simpanKehadiranDosen(db: Db, baris: SimpanKehadiranDosen) {
  const { idPertemuan: _p, idDosen: _d, ...ubah } = baris;
  await db
    .insert(kehadiranDosen)
    .values(baris)
    .onConflictDoUpdate({
      target: [kehadiranDosen.idPertemuan, kehadiranDosen.idDosen],
      set: ubah,
    });
}

/**
 * The lecturer attendance of meetings for the BAP: per meeting and lecturer what was recorded,
 * and per meeting the latest validator (spec 3 'BAP class report' verified_by).
 */
export async function kehadiranDosenRows(db: Db, idPertemuan: string[]) {
  const validator = new Map<string, { name: string; username: string }>();
  if (idPertemuan.length === 0) {
    return { kehadiran: [] as (typeof kehadiranDosen.$inferSelect)[], validator };
  }
  const [kehadiran, divalidasi] = await Promise.all([
    db.select().from(kehadiranDosen).where(inArray(kehadiranDosen.idPertemuan, idPertemuan)),
    db
      .select({
        idPertemuan: kehadiranDosen.idPertemuan,
        name: pengguna.nama,
        username: pengguna.username,
      })
      .from(kehadiranDosen)
      .innerJoin(pengguna, eq(pengguna.id, kehadiranDosen.divalidasiOleh))
      .where(
        and(
          inArray(kehadiranDosen.idPertemuan, idPertemuan),
          eq(kehadiranDosen.isValid, true),
          isNotNull(kehadiranDosen.divalidasiPada),
        ),
      )
      .orderBy(desc(kehadiranDosen.divalidasiPada)),
  ]);
  for (const v of divalidasi) {
    if (!validator.has(v.idPertemuan)) {
      validator.set(v.idPertemuan, { name: v.name, username: v.username });
    }
  }
  return { kehadiran, validator };
}

/** The list's filters (query of GET /lms/kehadiran_dosen, as GET /lms/kehadiran_mahasiswa). */
export type FilterDaftarDosen = SaringPertemuan;

/**
 * One page of the meetings of the caller's classes (a lecturer: the classes they teach), newest
 * first, with their class and course, and the total: two queries whatever the page size.
 */
export async function halamanPertemuan(
  db: Db,
  aktor: Aktor,
  f: FilterDaftarDosen,
  hal: { page: number; perPage: number },
) {
  const where = saringPertemuanKelas(db, aktor, f);
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(pertemuan)
      .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .where(where),
    db
      .select({
        p: {
          id: pertemuan.id,
          nomor: pertemuan.nomor,
          judul: pertemuan.judul,
          jenis: pertemuan.jenis,
          status: pertemuan.status,
          waktuMulai: pertemuan.waktuMulai,
          waktuSelesai: pertemuan.waktuSelesai,
        },
        k: { id: kelasKuliah.id, periode: kelasKuliah.periode, namaKelas: kelasKuliah.namaKelas },
        mk: { kode: mataKuliah.kode, nama: mataKuliah.nama },
      })
      .from(pertemuan)
      .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .where(where)
      .orderBy(desc(pertemuan.waktuMulai), pertemuan.id)
      .limit(hal.perPage)
      .offset((hal.page - 1) * hal.perPage),
  ]);
  return { rows, total: total?.n ?? 0 };
}
