import type { calls, RekapKehadiranKelas } from '@kampus/api/contract';
import { type KodePresensi, LABEL_PRESENSI } from '@kampus/domain';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { mataKuliah, pertemuan } from '../../db/schema';
import { lampiran, selAman } from '../../http/lampiran';
import { type HandlerContext, JsonMentah } from '../../http/route';
import type { Aktor } from '../auth';
import { type AksesKelas, aksesKelas } from '../kelas';
import { barisKehadiranMentah, keKehadiranApi } from './queries';

// The class recap (spec 2 'Class attendance recap', 3 'Recap row'): every student by every
// meeting, in four queries whatever the class size, and its spreadsheet.

/**
 * The recap as the API's JSON text: 3,200 cells for 200 students x 16 meetings, most of their
 * bytes the stored per-activity detail. That detail is read as the stored JSON text and spliced
 * in, neither parsed nor written again; each student's and meeting's part is written once.
 * (Measured on PostgreSQL, bench --kehadiran: the object route spent its time converting,
 * parsing and re-serialising 1.8 MB of detail per answer.)
 */
export async function susunRekapJson(db: Db, aktor: Aktor, idKelas: string): Promise<string> {
  const { kelas } = await aksesKelas(db, aktor, idKelas, 'read');
  return rekapJsonKelas(db, kelas, lingkupRekap(aktor), () => {});
}

/** A student's recap holds only their own rows. */
const lingkupRekap = (aktor: Aktor) => (aktor.role === 'mahasiswa' ? aktor.idPengguna : null);

/**
 * The recap's answer from the read cache, kept until any of its rows changes: a mark or progress
 * (kehadiran_mahasiswa announces its meeting), a meeting, a participant (the class), an
 * updater's name; or a student's record or the course (their whole tables, rarely written).
 * Its bytes are made once too (http/route.ts JsonMentah).
 */
async function rekapTersimpan(ctx: AppContext, aktor: Aktor, idKelas: string) {
  const db = ctx.database.db;
  const { kelas } = await aksesKelas(db, aktor, idKelas, 'read');
  const lingkup = lingkupRekap(aktor);
  return ctx.cache.baca(
    `rekap-kehadiran:${aktor.idPerguruanTinggi}:${kelas.id}:${lingkup ?? '*'}`,
    db,
    async (p) =>
      new JsonMentah<RekapKehadiranKelas>(
        await rekapJsonKelas(p.db, kelas, lingkup, (t) => p.tambahTopik(t)),
      ),
    {
      topik: [`kelas_kuliah:${kelas.id}`],
      tersaring: ['pertemuan', 'kehadiran_mahasiswa', 'peserta_kelas', 'pengguna'],
      bytes: (j) => (j as JsonMentah<unknown>).json.length,
    },
  );
}

async function rekapJsonKelas(
  db: Db,
  kelas: AksesKelas['kelas'],
  lingkup: string | null,
  tambahTopik: (topik: string[]) => void,
): Promise<string> {
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
  tambahTopik(daftar.map((p) => `pertemuan:${p.id}`));
  const { peserta, cari } = await barisKehadiranMentah(
    db,
    kelas.id,
    daftar.map((p) => p.id),
    lingkup ? { idPengguna: lingkup } : {},
  );
  tambahTopik([
    ...new Set(
      daftar.flatMap((p) =>
        peserta.flatMap((m) => {
          const oleh = cari(p.id, m.idPengguna)?.k.diubahOleh;
          return oleh ? [`pengguna:${oleh}`] : [];
        }),
      ),
    ),
  ]);
  const kepala: Omit<RekapKehadiranKelas, 'rekap'> = {
    kelas: {
      id: kelas.id,
      periode: kelas.periode,
      mata_kuliah: { kode: mk?.kode ?? '', nama: mk?.nama ?? '' },
      kelas: { nama: kelas.namaKelas },
    },
    pertemuan: daftar,
    mahasiswa: peserta.map((m) => ({ nama: m.nama, nim: m.nim, id_user: m.idPengguna })),
  };
  const jsonPertemuan = daftar.map((p) =>
    JSON.stringify({ id: p.id, nomor: p.nomor, jenis: p.jenis }),
  );
  const sel: string[] = [];
  for (const m of peserta) {
    const jsonMahasiswa = JSON.stringify({ nama: m.nama, nim: m.nim, id_user: m.idPengguna });
    daftar.forEach((p, i) => {
      const r = cari(p.id, m.idPengguna);
      if (!r) return;
      // The row as keKehadiranApi describes it, without the parts written once or spliced.
      const {
        is_qr_code: _q,
        mahasiswa: _m,
        detail: _d,
        ...baris
      } = keKehadiranApi(m, { k: { ...r.k, detail: [] }, pengubah: r.pengubah }, null);
      const isi = JSON.stringify(baris);
      sel.push(
        `{"mahasiswa":${jsonMahasiswa},${isi.slice(1, -1)},"detail":${r.detailJson},"pertemuan":${jsonPertemuan[i]}}`,
      );
    });
  }
  const json = JSON.stringify(kepala);
  return `${json.slice(0, -1)},"rekap":[${sel.join(',')}]}`;
}

/** The recap as an object (the spreadsheet, tests): the same JSON, parsed. */
export async function susunRekap(
  db: Db,
  aktor: Aktor,
  idKelas: string,
): Promise<RekapKehadiranKelas> {
  return JSON.parse(await susunRekapJson(db, aktor, idKelas)) as RekapKehadiranKelas;
}

export async function rekapKehadiranKelas(
  ctx: AppContext,
  { aktor, params }: HandlerContext<typeof calls.rekapKehadiranKelas>,
) {
  return rekapTersimpan(ctx, aktor, params.id);
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
