import { JENIS_SOAL, type JenisSoal, NO_CONTOH, TEMPLAT_IMPOR_SOAL } from '@kampus/domain';
import ExcelJS from 'exceljs';

// The static import templates (apps/staff/public/templat/impor-soal-{jenis}.xlsx), built from the
// domain's column definitions that the importer (impor.ts) reads too, so the two cannot drift.
// Regenerate with `node scripts/templat-impor-soal.mjs`.

/** The row of the column headers; the note above it, the example row below it. */
export const BARIS_JUDUL_TEMPLAT = 3;

/** The template of one question kind as an xlsx workbook. */
export function buatTemplat(jenis: JenisSoal): ExcelJS.Workbook {
  const t = TEMPLAT_IMPOR_SOAL[jenis];
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kampus LMS';
  // Fixed dates: regenerating an unchanged template gives the same workbook.
  wb.created = new Date('2026-01-01T00:00:00Z');
  wb.modified = wb.created;
  const ws = wb.addWorksheet(t.sheet, {
    views: [{ state: 'frozen', ySplit: BARIS_JUDUL_TEMPLAT }],
  });
  const n = t.kolom.length;
  ws.columns = t.kolom.map((k) => ({ width: k.lebar }));

  ws.mergeCells(1, 1, 1, n);
  const judul = ws.getCell(1, 1);
  judul.value = t.judul;
  judul.font = { bold: true, size: 14 };

  ws.mergeCells(2, 1, 2, n);
  const catatan = ws.getCell(2, 1);
  catatan.value = [
    `Isi satu soal per baris mulai baris ${BARIS_JUDUL_TEMPLAT + 2}; paling banyak 100 soal per bank. ` +
      `Baris dengan No '${NO_CONTOH}' tidak diimpor. Jangan mengubah nama sheet dan judul kolom, ` +
      'dan isi sel dengan nilai biasa (bukan rumus).',
    ...t.kolom.map((k) => `${k.judul}${k.wajib ? ' (wajib)' : ''}: ${k.keterangan}`),
  ].join('\n');
  catatan.alignment = { wrapText: true, vertical: 'top' };
  ws.getRow(2).height = 15 * (t.kolom.length + 2);

  const kepala = ws.getRow(BARIS_JUDUL_TEMPLAT);
  kepala.values = t.kolom.map((k) => k.judul);
  kepala.font = { bold: true };
  kepala.eachCell((sel) => {
    sel.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };
    sel.border = { bottom: { style: 'thin' } };
  });

  const contoh = ws.getRow(BARIS_JUDUL_TEMPLAT + 1);
  contoh.values = [...t.contoh];
  contoh.font = { italic: true, color: { argb: 'FF7F7F7F' } };
  return wb;
}

/** Every template's file name and bytes. */
export async function semuaTemplat() {
  return Promise.all(
    JENIS_SOAL.map(async (jenis) => ({
      jenis,
      nama: `impor-soal-${jenis}.xlsx`,
      isi: Buffer.from(await buatTemplat(jenis).xlsx.writeBuffer()),
    })),
  );
}
