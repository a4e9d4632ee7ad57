import type { calls, RekapKehadiran, RekapKehadiranKelas } from '@kampus/api/contract';
import { type KodePresensi, LABEL_PRESENSI } from '@kampus/domain';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { mataKuliah, pertemuan } from '../../db/schema';
import { lampiran } from '../../http/lampiran';
import type { HandlerContext } from '../../http/route';
import type { Aktor } from '../auth';
import { aksesKelas } from '../kelas';
import { barisKehadiran, keKehadiranApi } from './queries';

// The class recap (spec 2 'Class attendance recap', 3 'Recap row'): every student by every
// meeting, in four queries whatever the class size, and its spreadsheet.

export async function susunRekap(
  db: Db,
  aktor: Aktor,
  idKelas: string,
): Promise<RekapKehadiranKelas> {
  const { kelas } = await aksesKelas(db, aktor, idKelas, 'read');
  const [mk] = await db
    .select({ kode: mataKuliah.kode, nama: mataKuliah.nama })
    .from(mataKuliah)
    .where(eq(mataKuliah.id, kelas.idMataKuliah));
  const daftar = await db
    .select({
      id: pertemuan.id,
      nomor: pertemuan.nomor,
      jenis: pertemuan.jenis,
      judul: pertemuan.judul,
    })
    .from(pertemuan)
    .where(eq(pertemuan.idKelasKuliah, kelas.id))
    .orderBy(asc(pertemuan.nomor));
  const { peserta, cari } = await barisKehadiran(
    db,
    kelas.id,
    daftar.map((p) => p.id),
    aktor.role === 'mahasiswa' ? { idPengguna: aktor.idPengguna } : {},
  );
  const rekap: RekapKehadiran[] = [];
  for (const m of peserta) {
    for (const p of daftar) {
      const r = cari(p.id, m.idPengguna);
      if (!r) continue;
      const { is_qr_code: _, ...baris } = keKehadiranApi(m, r, null);
      rekap.push({ ...baris, pertemuan: { id: p.id, nomor: p.nomor, jenis: p.jenis } });
    }
  }
  return {
    kelas: {
      id: kelas.id,
      periode: kelas.periode,
      mata_kuliah: { kode: mk?.kode ?? '', nama: mk?.nama ?? '' },
      kelas: { nama: kelas.namaKelas },
    },
    pertemuan: daftar,
    mahasiswa: peserta.map((m) => ({ nama: m.nama, nim: m.nim, id_user: m.idPengguna })),
    rekap,
  };
}

export async function rekapKehadiranKelas(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.rekapKehadiranKelas>,
) {
  return susunRekap(ctx.database.db, aktor, params.id);
}

/** A cell a spreadsheet would run as a formula is written as text (formula injection). */
export function selAman(nilai: string): string {
  return /^[=+\-@\t\r]/.test(nilai) ? `'${nilai}` : nilai;
}

/** The recap as an .xlsx workbook: one row per student, a column per meeting, H/A/I/S or '-'. */
export async function rekapXlsx(r: RekapKehadiranKelas) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kampus LMS';
  const ws = wb.addWorksheet('Rekap Kehadiran');
  ws.addRow([selAman(`${r.kelas.mata_kuliah.kode} ${r.kelas.mata_kuliah.nama}`)]).font = {
    bold: true,
    size: 13,
  };
  ws.addRow([selAman(`Kelas ${r.kelas.kelas.nama}`), `Periode ${r.kelas.periode}`]);
  ws.addRow([]);
  const kepala = ws.addRow([
    'No',
    'NIM',
    'Nama',
    ...r.pertemuan.map((p) => `P${p.nomor}`),
    'Hadir',
    'Persentase Hadir',
  ]);
  kepala.font = { bold: true };
  const sel = new Map(r.rekap.map((x) => [`${x.mahasiswa.id_user}:${x.pertemuan.id}`, x]));
  r.mahasiswa.forEach((m, i) => {
    const kode = r.pertemuan.map((p) => sel.get(`${m.id_user}:${p.id}`)?.presensi ?? null);
    const hadir = kode.filter((k) => k === 'H').length;
    const ada = kode.filter((k) => k !== null).length;
    ws.addRow([
      i + 1,
      selAman(m.nim),
      selAman(m.nama),
      ...kode.map((k) => k ?? '-'),
      hadir,
      ada === 0 ? '-' : `${((hadir / ada) * 100).toFixed(1)}%`,
    ]);
  });
  ws.addRow([]);
  ws.addRow([
    'Keterangan',
    (Object.keys(LABEL_PRESENSI) as KodePresensi[])
      .map((k) => `${k} = ${LABEL_PRESENSI[k]}`)
      .concat('- = Belum Ada Rekap')
      .join(', '),
  ]);
  ws.columns.forEach((c, i) => {
    c.width = i === 0 ? 5 : i === 1 ? 14 : i === 2 ? 32 : 6;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function eksporRekapKehadiran(
  ctx: AppContext,
  { aktor, params, reply }: HandlerContext<typeof calls.eksporRekapKehadiran>,
) {
  const r = await susunRekap(ctx.database.db, aktor, params.id);
  const isi = await rekapXlsx(r);
  const nama = `Rekap Kehadiran ${r.kelas.mata_kuliah.kode} ${r.kelas.kelas.nama}.xlsx`.replace(
    /[\\/:*?"<>|\r\n]+/g,
    ' ',
  );
  lampiran(reply, nama, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.send(isi);
  return undefined;
}
