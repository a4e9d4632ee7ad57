import type { BarisPengerjaan } from '@kampus/api/contract';
import ExcelJS from 'exceljs';
import { selAman } from '../../http/lampiran';
import type { BarisUjian } from './queries';

/** The work list of an exam as an .xlsx workbook (exceljs). */
export async function eksporPengerjaanXlsx(u: BarisUjian, baris: BarisPengerjaan[]) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kampus LMS';
  const ws = wb.addWorksheet('Nilai');
  ws.addRow([selAman(u.judul)]).font = { bold: true, size: 13 };
  ws.addRow([]);
  const kepala = ws.addRow([
    'No',
    'NIM',
    'Nama',
    'Waktu Mulai',
    'Waktu Selesai',
    'Soal Dijawab',
    'Jumlah Soal',
    'Pengurangan Nilai',
    'Nilai Akhir',
    'Status',
  ]);
  kepala.font = { bold: true };
  baris.forEach((b, i) => {
    ws.addRow([
      i + 1,
      selAman(b.mahasiswa.nim),
      selAman(b.mahasiswa.nama),
      new Date(b.waktu_mulai),
      b.dikumpulkan ? new Date(b.waktu_selesai) : '',
      b.jumlah_soal_dijawab,
      b.jumlah_soal,
      b.pengurangan_nilai,
      b.nilai_akhir ?? '',
      b.status_nilai === 'sudah_dinilai'
        ? 'Sudah Dinilai'
        : b.status_nilai === 'belum_dinilai'
          ? 'Belum Dinilai'
          : 'Belum Berakhir',
    ]);
  });
  ws.getColumn(4).numFmt = 'dd/mm/yyyy hh:mm';
  ws.getColumn(5).numFmt = 'dd/mm/yyyy hh:mm';
  ws.columns.forEach((c, i) => {
    c.width = [5, 14, 32, 18, 18, 13, 12, 17, 11, 15][i] ?? 12;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
