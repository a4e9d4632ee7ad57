import type { KelasKuliah, Pengajar } from '@kampus/api/contract';
import { namaLengkapPengajar } from '@kampus/domain';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dosen,
  jadwalKelas,
  jenisKelas,
  kampus,
  kelasKuliah,
  kelasKuliahProdi,
  mataKuliah,
  pengajarKelas,
  pertemuan,
  pesertaKelas,
  prodi,
  ruangan,
} from '../../db/schema';
import type { CacheBaca } from '../../platform/cache';
import type { Aktor } from '../auth';

/** Which classes a caller may see: their own for students and lecturers, all for operators. */
export function lingkupKelas(db: Db, aktor: Aktor): SQL | undefined {
  if (aktor.role === 'mahasiswa') {
    const diikuti = db
      .select({ id: pesertaKelas.idKelasKuliah })
      .from(pesertaKelas)
      .where(eq(pesertaKelas.idMahasiswa, aktor.idMahasiswa ?? ''));
    return inArray(kelasKuliah.id, diikuti);
  }
  if (aktor.role === 'dosen') {
    const diajar = db
      .select({ id: pengajarKelas.idKelasKuliah })
      .from(pengajarKelas)
      .where(eq(pengajarKelas.idDosen, aktor.idDosen ?? ''));
    return inArray(kelasKuliah.id, diajar);
  }
  return undefined;
}

/** Filters of the attendance lists' meetings (GET /lms/kehadiran_mahasiswa, /lms/kehadiran_dosen). */
export interface SaringPertemuan {
  periode?: number;
  id_kelas_kuliah?: string;
  search?: string;
  status?: 'belum_dimulai' | 'berlangsung' | 'selesai';
  jenis?: 'online' | 'offline' | 'campuran';
}

/**
 * The meetings of the caller's classes that match the filters, over pertemuan joined to its
 * kelas_kuliah and mata_kuliah; the search looks at the course name and code, the class name
 * and the meeting title.
 */
export function saringPertemuanKelas(db: Db, aktor: Aktor, f: SaringPertemuan): SQL {
  const cari = f.search ? `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(kelasKuliah.idPerguruanTinggi, aktor.idPerguruanTinggi),
    lingkupKelas(db, aktor),
    f.periode ? eq(kelasKuliah.periode, f.periode) : undefined,
    f.id_kelas_kuliah ? eq(kelasKuliah.id, f.id_kelas_kuliah) : undefined,
    f.status ? eq(pertemuan.status, f.status) : undefined,
    f.jenis ? eq(pertemuan.jenis, f.jenis) : undefined,
    cari
      ? or(
          ilike(mataKuliah.nama, cari),
          ilike(mataKuliah.kode, cari),
          ilike(kelasKuliah.namaKelas, cari),
          ilike(pertemuan.judul, cari),
        )
      : undefined,
  ) as SQL;
}

export interface FilterKelas {
  collegeId: string;
  aktor: Aktor;
  periode?: number;
  search?: string;
  ids?: string[];
  idMataKuliah?: string;
  namaKelas?: string;
  idJenisKelas?: string;
  idProdi?: string;
  modeKuliah?: 'online' | 'offline' | 'campuran';
  idDosen?: string;
  page: number;
  perPage: number;
}

/** The classes a filter selects (the caller's scope, the filters of spec 2's class list). */
function kondisiKelas(db: Db, filter: FilterKelas) {
  return and(
    eq(kelasKuliah.idPerguruanTinggi, filter.collegeId),
    lingkupKelas(db, filter.aktor),
    kondisiSaring(db, filter),
  );
}

/** The filters of spec 2's class list, without the caller's scope. */
function kondisiSaring(db: Db, filter: FilterKelas) {
  return and(
    filter.periode ? eq(kelasKuliah.periode, filter.periode) : undefined,
    filter.ids ? inArray(kelasKuliah.id, filter.ids) : undefined,
    filter.idMataKuliah ? eq(kelasKuliah.idMataKuliah, filter.idMataKuliah) : undefined,
    filter.namaKelas ? eq(kelasKuliah.namaKelas, filter.namaKelas) : undefined,
    filter.idJenisKelas ? eq(kelasKuliah.idJenisKelas, filter.idJenisKelas) : undefined,
    filter.modeKuliah ? eq(kelasKuliah.modeKuliah, filter.modeKuliah) : undefined,
    filter.idProdi
      ? or(
          eq(mataKuliah.idProdi, filter.idProdi),
          inArray(
            kelasKuliah.id,
            db
              .select({ id: kelasKuliahProdi.idKelasKuliah })
              .from(kelasKuliahProdi)
              .where(eq(kelasKuliahProdi.idProdi, filter.idProdi)),
          ),
        )
      : undefined,
    filter.idDosen
      ? inArray(
          kelasKuliah.id,
          db
            .select({ id: pengajarKelas.idKelasKuliah })
            .from(pengajarKelas)
            .where(eq(pengajarKelas.idDosen, filter.idDosen)),
        )
      : undefined,
    filter.search
      ? or(
          ilike(mataKuliah.nama, `%${filter.search}%`),
          ilike(mataKuliah.kode, `%${filter.search}%`),
          ilike(kelasKuliah.namaKelas, `%${filter.search}%`),
        )
      : undefined,
  );
}

const URUTAN_KELAS = [asc(mataKuliah.nama), asc(kelasKuliah.namaKelas)];

async function totalKelas(db: Db, where: SQL | undefined) {
  const [total] = await db
    .select({ n: count() })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(where);
  return total?.n ?? 0;
}

/**
 * A student's or lecturer's list in one query, without describing the classes: every class of
 * their scope in list order (a student has a handful), whether it passes the filters, then the
 * page and the total of those that do.
 */
async function halamanIdKelasLingkup(db: Db, filter: FilterKelas) {
  const saring = kondisiSaring(db, filter);
  const rows = await db
    .select({
      id: kelasKuliah.id,
      cocok: saring
        ? sql<boolean>`coalesce(${saring}, false)`.mapWith(Boolean)
        : sql<boolean>`true`.mapWith(Boolean),
    })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(and(eq(kelasKuliah.idPerguruanTinggi, filter.collegeId), lingkupKelas(db, filter.aktor)))
    .orderBy(...URUTAN_KELAS);
  const cocok = rows.filter((r) => r.cocok).map((r) => r.id);
  const awal = (filter.page - 1) * filter.perPage;
  return {
    lingkup: rows.map((r) => r.id),
    ids: cocok.slice(awal, awal + filter.perPage),
    total: cocok.length,
  };
}

export async function daftarKelas(db: Db, filter: FilterKelas) {
  const where = kondisiKelas(db, filter);
  const total = await totalKelas(db, where);
  const rows = await db
    .select({
      k: kelasKuliah,
      mk: mataKuliah,
      prodi: { id: prodi.id, nama: prodi.nama, jenjang: prodi.jenjang },
      jenis: { id: jenisKelas.id, nama: jenisKelas.nama },
      kampus: { id: kampus.id, nama: kampus.nama },
    })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(prodi, eq(prodi.id, mataKuliah.idProdi))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .innerJoin(kampus, eq(kampus.id, kelasKuliah.idKampus))
    .where(where)
    .orderBy(...URUTAN_KELAS)
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);

  const ids = rows.map((r) => r.k.id);
  const items = ids.length === 0 ? [] : await lengkapi(db, rows, ids);
  return { items, total };
}

type BarisKelas = {
  k: typeof kelasKuliah.$inferSelect;
  mk: typeof mataKuliah.$inferSelect;
  prodi: { id: string; nama: string; jenjang: string };
  jenis: { id: string; nama: string };
  kampus: { id: string; nama: string };
};

/** Adds teachers, schedule, class programmes and counts to a page of classes in five queries. */
async function lengkapi(db: Db, rows: BarisKelas[], ids: string[]): Promise<KelasKuliah[]> {
  const [pengajarRows, jadwalRows, prodiRows, pesertaCounts, pertemuanCounts] = await Promise.all([
    db
      .select({
        idKelas: pengajarKelas.idKelasKuliah,
        jabatan: pengajarKelas.jabatan,
        isUtama: pengajarKelas.isUtama,
        d: dosen,
        prodi: { nama: prodi.nama, jenjang: prodi.jenjang },
      })
      .from(pengajarKelas)
      .innerJoin(dosen, eq(dosen.id, pengajarKelas.idDosen))
      .leftJoin(prodi, eq(prodi.id, dosen.idProdi))
      .where(inArray(pengajarKelas.idKelasKuliah, ids))
      .orderBy(asc(pengajarKelas.isUtama), asc(dosen.nama)),
    db
      .select({
        idKelas: jadwalKelas.idKelasKuliah,
        hari: jadwalKelas.hari,
        jamMulai: jadwalKelas.jamMulai,
        jamSelesai: jadwalKelas.jamSelesai,
        ruangan: { id: ruangan.id, nama: ruangan.nama },
      })
      .from(jadwalKelas)
      .leftJoin(ruangan, eq(ruangan.id, jadwalKelas.idRuangan))
      .where(inArray(jadwalKelas.idKelasKuliah, ids))
      .orderBy(asc(jadwalKelas.hari), asc(jadwalKelas.jamMulai)),
    db
      .select({ idKelas: kelasKuliahProdi.idKelasKuliah, nama: prodi.nama, jenjang: prodi.jenjang })
      .from(kelasKuliahProdi)
      .innerJoin(prodi, eq(prodi.id, kelasKuliahProdi.idProdi))
      .where(inArray(kelasKuliahProdi.idKelasKuliah, ids)),
    db
      .select({ idKelas: pesertaKelas.idKelasKuliah, n: count() })
      .from(pesertaKelas)
      .where(inArray(pesertaKelas.idKelasKuliah, ids))
      .groupBy(pesertaKelas.idKelasKuliah),
    db
      .select({ idKelas: pertemuan.idKelasKuliah, n: count() })
      .from(pertemuan)
      .where(inArray(pertemuan.idKelasKuliah, ids))
      .groupBy(pertemuan.idKelasKuliah),
  ]);

  const group = <T extends { idKelas: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(item.idKelas, [...(map.get(item.idKelas) ?? []), item]);
    return map;
  };
  const pengajarByKelas = group(pengajarRows);
  const jadwalByKelas = group(jadwalRows);
  const prodiByKelas = group(prodiRows);
  const peserta = new Map(pesertaCounts.map((r) => [r.idKelas, r.n]));
  const jumlahPertemuan = new Map(pertemuanCounts.map((r) => [r.idKelas, r.n]));

  return rows.map(({ k, mk, prodi: prodiMk, jenis, kampus: kampusRow }) => {
    const pengajar: Pengajar[] = (pengajarByKelas.get(k.id) ?? [])
      .sort((a, b) => Number(b.isUtama) - Number(a.isUtama))
      .map((p) => ({
        id_dosen: p.d.id,
        nidn: p.d.nidn,
        nama: p.d.nama,
        nama_pengajar: namaLengkapPengajar({
          nama: p.d.nama,
          gelar_depan: p.d.gelarDepan,
          gelar_akademik: p.d.gelarAkademik,
        }),
        gelar_depan: p.d.gelarDepan,
        gelar_akademik: p.d.gelarAkademik,
        jabatan: p.jabatan,
        is_utama: p.isUtama,
        prodi: p.prodi,
        avatar_url: null,
      }));
    return {
      id: k.id,
      status: k.status,
      banner_url: k.bannerUrl,
      banner_color_idx: k.bannerColorIdx,
      periode: k.periode,
      mode_kuliah: k.modeKuliah,
      lingkup: k.lingkup,
      kapasitas: k.kapasitas,
      jumlah_pertemuan: jumlahPertemuan.get(k.id) ?? 0,
      jumlah_peserta: peserta.get(k.id) ?? 0,
      metode_pengajaran: k.metodePengajaran === 'Team Teaching' ? 'Team Teaching' : 'Individu',
      mata_kuliah: { id: mk.id, kode: mk.kode, nama: mk.nama, sks: mk.sks, prodi: prodiMk },
      kelas: { id: k.id, nama: k.namaKelas, jenis },
      pengajar,
      jadwal: (jadwalByKelas.get(k.id) ?? []).map((j) => ({
        hari: j.hari,
        jam_mulai: j.jamMulai,
        jam_selesai: j.jamSelesai,
        ruangan: j.ruangan,
      })),
      prodi_kelas: (prodiByKelas.get(k.id) ?? []).map(({ nama, jenjang }) => ({ nama, jenjang })),
      kampus: kampusRow,
    };
  });
}

/** Tables a class's description reads only for that class's rows (see `kelasTersimpan`). */
const TABEL_PER_KELAS = [
  'kelas_kuliah',
  'pengajar_kelas',
  'jadwal_kelas',
  'kelas_kuliah_prodi',
  'peserta_kelas',
  'pertemuan',
];

/**
 * A student's or lecturer's class list from the read cache: which classes (per caller, until one
 * of their classes or their participation changes), each described once for everyone who sees
 * it (`kelasTersimpan`): at 07:30 the 60 students of a class share one description. Operators'
 * lists (any class) are read fresh.
 */
export async function daftarKelasTersimpan(db: Db, cache: CacheBaca, filter: FilterKelas) {
  const { aktor, ...sisa } = filter;
  const pemilik =
    aktor.role === 'mahasiswa'
      ? `mahasiswa:${aktor.idMahasiswa ?? ''}`
      : aktor.role === 'dosen'
        ? `dosen:${aktor.idDosen ?? ''}`
        : null;
  if (!pemilik) return daftarKelas(db, filter);
  const halaman = await cache.baca(
    `daftar-kelas:${pemilik}:${JSON.stringify(sisa)}`,
    db,
    async (p) => {
      const { lingkup, ids, total } = await halamanIdKelasLingkup(p.db, filter);
      p.tambahTopik(lingkup.map((id) => `kelas_kuliah:${id}`));
      return { ids, total };
    },
    { topik: [pemilik], tersaring: TABEL_PER_KELAS },
  );
  const items = await Promise.all(halaman.ids.map((id) => kelasTersimpan(db, cache, aktor, id)));
  return { items: items.filter((k): k is KelasKuliah => k !== null), total: halaman.total };
}

/** One class as the API describes it, from the read cache until anything of it changes. */
export function kelasTersimpan(db: Db, cache: CacheBaca, aktor: Aktor, id: string) {
  return cache.baca(
    `kelas:${aktor.idPerguruanTinggi}:${id}`,
    db,
    (p) => satuKelas(p.db, aktor, id),
    {
      topik: [`kelas_kuliah:${id}`],
      tersaring: TABEL_PER_KELAS,
    },
  );
}

/** Whether a class exists in the college at all, to tell 404 from 403. */
export async function kelasAda(db: Db, collegeId: string, id: string) {
  const [row] = await db
    .select({ id: kelasKuliah.id })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.id, id), eq(kelasKuliah.idPerguruanTinggi, collegeId)));
  return Boolean(row);
}

/** One class as the API describes it, for a caller allowed to see it. */
export async function satuKelas(db: Db, aktor: Aktor, id: string): Promise<KelasKuliah | null> {
  const { items } = await daftarKelas(db, {
    collegeId: aktor.idPerguruanTinggi,
    aktor: { ...aktor, role: 'operator' },
    ids: [id],
    page: 1,
    perPage: 1,
  });
  return items[0] ?? null;
}
