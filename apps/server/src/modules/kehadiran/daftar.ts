import type { calls, RingkasanKehadiran } from '@kampus/api/contract';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { kelasKuliah, mataKuliah, pertemuan, pesertaKelas } from '../../db/schema';
import { lampiran, selAman } from '../../http/lampiran';
import type { HandlerContext } from '../../http/route';
import type { Aktor } from '../auth';
import { type SaringPertemuan, saringPertemuanKelas } from '../kelas';
import { kehadiranMahasiswa } from './schema';

// The attendance list of meetings (/kehadiran-peserta, spec 7 GET /lms/kehadiran_mahasiswa):
// each meeting of the caller's classes with its attendance summary, in four queries per page.

type Filter = SaringPertemuan;

async function daftarRingkasan(
  db: Db,
  aktor: Aktor,
  f: Filter,
  hal: { page: number; perPage: number } | null,
) {
  const where = saringPertemuanKelas(db, aktor, f);
  const dasar = () =>
    db
      .select({
        p: pertemuan,
        k: kelasKuliah,
        mk: { kode: mataKuliah.kode, nama: mataKuliah.nama },
      })
      .from(pertemuan)
      .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .where(where)
      .orderBy(desc(pertemuan.waktuMulai), pertemuan.id)
      .$dynamic();
  const [total] = await db
    .select({ n: count() })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(where);
  const rows = hal
    ? await dasar()
        .limit(hal.perPage)
        .offset((hal.page - 1) * hal.perPage)
    : await dasar().limit(20_000);
  const idKelas = [...new Set(rows.map((r) => r.k.id))];
  const idP = rows.map((r) => r.p.id);
  const [peserta, ringkas] = await Promise.all([
    idKelas.length
      ? db
          .select({ id: pesertaKelas.idKelasKuliah, n: count() })
          .from(pesertaKelas)
          .where(inArray(pesertaKelas.idKelasKuliah, idKelas))
          .groupBy(pesertaKelas.idKelasKuliah)
      : [],
    idP.length
      ? db
          .select({
            id: kehadiranMahasiswa.idPertemuan,
            n: count(),
            hadir:
              sql<number>`count(*) filter (where ${kehadiranMahasiswa.presensi} = 'H')`.mapWith(
                Number,
              ),
            rata: sql<number | null>`avg(${kehadiranMahasiswa.progress})`.mapWith((v) =>
              v === null ? null : Number(v),
            ),
          })
          .from(kehadiranMahasiswa)
          .where(inArray(kehadiranMahasiswa.idPertemuan, idP))
          .groupBy(kehadiranMahasiswa.idPertemuan)
      : [],
  ]);
  const nPeserta = new Map(peserta.map((r) => [r.id, r.n]));
  const per = new Map(ringkas.map((r) => [r.id, r]));
  const items: RingkasanKehadiran[] = rows.map(({ p, k, mk }) => {
    const r = per.get(p.id);
    return {
      pertemuan: {
        id: p.id,
        nomor: p.nomor,
        judul: p.judul,
        jenis: p.jenis,
        status: p.status,
        waktu_mulai: p.waktuMulai.toISOString(),
        waktu_selesai: p.waktuSelesai.toISOString(),
        waktu_terakhir_update_kehadiran: p.waktuTerakhirUpdateKehadiran?.toISOString() ?? null,
      },
      kelas_kuliah: {
        id: k.id,
        periode: k.periode,
        mata_kuliah: mk,
        kelas: { nama: k.namaKelas },
      },
      jumlah_peserta: nPeserta.get(k.id) ?? 0,
      jumlah_presensi: r?.n ?? 0,
      jumlah_hadir: r?.hadir ?? 0,
      rata_rata_progress:
        r?.rata === null || r?.rata === undefined ? null : Math.round(r.rata * 10_000) / 10_000,
    };
  });
  return { items, total: total?.n ?? 0 };
}

export async function daftarKehadiranMahasiswa(
  ctx: AppContext,
  { aktor, query }: HandlerContext<typeof calls.daftarKehadiranMahasiswa>,
) {
  const { page, per_page, ...f } = query;
  const { items, total } = await daftarRingkasan(ctx.database.db, aktor, f, {
    page,
    perPage: per_page,
  });
  return { items, total, page, perPage: per_page };
}

export async function eksporDaftarKehadiran(
  ctx: AppContext,
  { aktor, query, reply }: HandlerContext<typeof calls.eksporDaftarKehadiran>,
) {
  const { items } = await daftarRingkasan(ctx.database.db, aktor, query, null);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kampus LMS';
  const ws = wb.addWorksheet('Kehadiran Peserta');
  ws.addRow([
    'No',
    'Kode',
    'Mata Kuliah',
    'Kelas',
    'Pertemuan',
    'Judul',
    'Jenis',
    'Waktu Mulai',
    'Peserta',
    'Hadir',
    'Rata-rata Progres (%)',
  ]).font = { bold: true };
  items.forEach((r, i) => {
    ws.addRow([
      i + 1,
      selAman(r.kelas_kuliah.mata_kuliah.kode),
      selAman(r.kelas_kuliah.mata_kuliah.nama),
      selAman(r.kelas_kuliah.kelas.nama),
      r.pertemuan.nomor,
      selAman(r.pertemuan.judul),
      r.pertemuan.jenis,
      new Date(r.pertemuan.waktu_mulai),
      r.jumlah_peserta,
      r.jumlah_hadir,
      r.rata_rata_progress === null ? '-' : Math.round(r.rata_rata_progress * 1000) / 10,
    ]);
  });
  ws.getColumn(8).numFmt = 'dd/mm/yyyy hh:mm';
  ws.columns.forEach((c, i) => {
    c.width = [5, 10, 32, 8, 10, 32, 10, 18, 9, 8, 20][i] ?? 12;
  });
  lampiran(
    reply,
    'Kehadiran Peserta.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  reply.send(Buffer.from(await wb.xlsx.writeBuffer()));
  return undefined;
}
