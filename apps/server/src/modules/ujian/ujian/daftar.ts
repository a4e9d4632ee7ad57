import type { Ujian as UjianApi } from '@kampus/api/contract';
import { masalahSoalUjian, type StatusUjian, statusUjianPada } from '@kampus/domain';
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  kelasKuliah,
  kelompokSoal,
  mahasiswa,
  mataKuliah,
  pengajarKelas,
  pengerjaan,
  pengguna,
  pertemuan,
  pesertaRemedial,
  soal,
  ujian,
} from '../../../db/schema';
import type { Aktor } from '../../auth';

import { akhirPengerjaan, type BarisUjian, iso, isoAtauKosong, lingkupUjian } from '../queries';

// Listing exams: the caller's scope, the filters, and each exam as the API shows it.

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
export async function barisDaftarUjian(
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
      status: statusUjianPada({ waktu_mulai: u.waktuMulai, waktu_selesai: u.waktuSelesai }, kini),
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

/** Exams in the caller's scope matching a filter (the route's list and single reads). */
export function daftarUjianUntuk(
  db: Db,
  aktor: Aktor,
  f: FilterUjian & { ids?: string[] },
  paging: { page: number; perPage: number },
  kini: Date,
) {
  return barisDaftarUjian(
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
  return barisDaftarUjian(
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
