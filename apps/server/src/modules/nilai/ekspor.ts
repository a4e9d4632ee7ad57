import type { calls, RekapNilaiKelas } from '@kampus/api/contract';
import {
  aktivitasTampil,
  FILTER_TAMPILKAN,
  FILTER_TAMPILKAN_DEFAULT,
  KETERANGAN_NILAI,
  type KeadaanFilterTampilkan,
  komponenSikadTampil,
  LABEL_STATUS_NILAI,
  ubahFilterTampilkan,
} from '@kampus/domain';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import { lampiran, selAman } from '../../http/lampiran';
import type { HandlerContext } from '../../http/route';
import { selNilai, susunRekapNilai } from './rekap';

// 'Export Excel' of the grade recap (spec 2, 7 /export_excel with the 'Tampilkan' flags): the
// columns the page shows, every text cell escaped against formula injection.

/** The 'Tampilkan' state from the query: 'Semua' first (it switches every type), then each flag. */
export function filterDariQuery(
  q: Partial<Record<keyof KeadaanFilterTampilkan, boolean | undefined>>,
): KeadaanFilterTampilkan {
  let f: KeadaanFilterTampilkan = { ...FILTER_TAMPILKAN_DEFAULT };
  if (q.semua !== undefined) f = ubahFilterTampilkan(f, 'semua', q.semua);
  for (const k of FILTER_TAMPILKAN) {
    if (k !== 'semua' && q[k] !== undefined) f = ubahFilterTampilkan(f, k, q[k]);
  }
  return f;
}

/** The recap as an .xlsx workbook: one row per student, the shown columns under two header rows. */
export async function rekapNilaiXlsx(r: RekapNilaiKelas, filter: KeadaanFilterTampilkan) {
  const aktivitas = r.header_aktivitas.filter((h) => aktivitasTampil(h.aktivitas.jenis, filter));
  const rerata = r.header_rerata.filter((h) => aktivitasTampil(h.jenis, filter));
  const sikad = r.header_sikad.filter((k) => komponenSikadTampil(k.bobot, filter));

  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kampus LMS';
  const ws = wb.addWorksheet('Rekap Nilai');
  ws.addRow([selAman(`${r.kelas.mata_kuliah.kode} ${r.kelas.mata_kuliah.nama}`)]).font = {
    bold: true,
    size: 13,
  };
  ws.addRow([
    selAman(`Kelas ${r.kelas.kelas.nama} ${r.kelas.kelas.jenis.nama}`),
    `Periode ${r.kelas.periode}`,
    selAman(r.kelas.kampus.nama),
  ]);
  ws.addRow([]);
  const kepala1 = ws.addRow([
    'No',
    'NIM',
    'Nama',
    ...aktivitas.map((h) => selAman(h.label_pertemuan)),
    ...rerata.map(() => 'Rata-rata Nilai LMS'),
    ...sikad.map(() => 'Nilai SIKAD'),
  ]);
  const kepala2 = ws.addRow([
    '',
    '',
    '',
    ...aktivitas.map((h) =>
      selAman(`${h.aktivitas.label} (${LABEL_STATUS_NILAI[h.status_nilai].label})`),
    ),
    ...rerata.map((h) => h.label),
    ...sikad.map((k) => selAman(`${k.label} ${k.bobot}% (${k.aktivitas.length} aktivitas)`)),
  ]);
  kepala1.font = { bold: true };
  kepala2.font = { bold: true };

  r.nilai_mahasiswa.forEach((m, i) => {
    const perAktivitas = new Map(m.nilai_pertemuan.map((n) => [n.aktivitas.id, n.nilai] as const));
    const perJenis = new Map(m.rata_rata_lms.map((x) => [x.jenis, x.rata_rata] as const));
    const perKomponen = new Map(m.nilai_sikad.map((x) => [x.komponen.id, x.nilai] as const));
    ws.addRow([
      i + 1,
      selAman(m.mahasiswa.nim),
      selAman(m.mahasiswa.nama),
      ...aktivitas.map((h) => selNilai(perAktivitas.get(h.aktivitas.id))),
      ...rerata.map((h) => selNilai(perJenis.get(h.jenis))),
      ...sikad.map((k) => selNilai(perKomponen.get(k.id))),
    ]);
  });
  ws.addRow([]);
  ws.addRow(['Keterangan']).font = { bold: true };
  for (const k of KETERANGAN_NILAI) ws.addRow([k.nilai, k.label]);
  ws.columns.forEach((c, i) => {
    c.width = i === 0 ? 5 : i === 1 ? 14 : i === 2 ? 32 : 16;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function eksporRekapNilai(
  ctx: AppContext,
  { aktor, params, query, reply }: HandlerContext<typeof calls.eksporRekapNilai>,
) {
  const r = await susunRekapNilai(ctx.database.db, aktor, params.id);
  const isi = await rekapNilaiXlsx(r, filterDariQuery(query));
  const nama = `Rekap Nilai ${r.kelas.mata_kuliah.kode} ${r.kelas.kelas.nama}.xlsx`.replace(
    /[\\/:*?"<>|\r\n]+/g,
    ' ',
  );
  lampiran(reply, nama, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.send(isi);
  return undefined;
}
