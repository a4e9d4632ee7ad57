import type { LaporanBap } from '@kampus/api/contract';
import {
  formatJadwal,
  formatTanggal,
  formatTanggalBap,
  LABEL_AKTIVITAS_BAP,
  labelModeKuliah,
  labelPeriode,
  labelZonaWaktu,
  namaLengkapPengajar,
  tandaTanganValid,
} from '@kampus/domain';
import { dokumenPdf } from '../../platform/pdf';

export interface Penandatangan {
  jabatan: string;
  nama: string;
  nidn: string | null;
  /** Base64 data URL; only png and jpg can be drawn in a PDF. */
  tandaTangan: string | null;
}

export interface OpsiPdfBap {
  namaPerguruanTinggi: string;
  timeZone: string;
  kelas: boolean;
  detail: boolean;
  tandaTangan: boolean;
  penandatangan: Penandatangan | null;
  /** The lecturer whose report this is ('Laporan Saya' or a chosen teacher), if any. */
  namaPengajar: string | null;
}

const HITUNG = LABEL_AKTIVITAS_BAP;

/** Signature image size of spec 9: 240 x 120 (drawn at half scale in points). */
const TTD = { w: 120, h: 60 };

function gambarDariDataUrl(dataUrl: string | null) {
  if (!dataUrl || !tandaTanganValid(dataUrl)) return null;
  const m = dataUrl.match(/^data:image\/(png|jpg|jpeg);base64,(.+)$/);
  return m?.[2] ? Buffer.from(m[2], 'base64') : null;
}

/** The BAP as a PDF: class resume, meeting details and the signature block (spec 3, 9). */
export function renderPdfBap(laporan: LaporanBap, opsi: OpsiPdfBap): Promise<Buffer> {
  const { doc, selesai, lebar } = dokumenPdf({
    Title: `BAP ${laporan.kelas_kuliah.mata_kuliah.nama} ${laporan.kelas_kuliah.kelas.nama}`,
    Author: opsi.namaPerguruanTinggi,
  });

  const k = laporan.kelas_kuliah;
  const tz = opsi.timeZone;
  const zona = labelZonaWaktu(tz);

  doc.font('Helvetica-Bold').fontSize(14).text('BERITA ACARA PERKULIAHAN', { align: 'center' });
  doc.font('Helvetica').fontSize(11).text(opsi.namaPerguruanTinggi, { align: 'center' });
  doc.text(`Periode ${labelPeriode(k.periode)}`, { align: 'center' });
  doc.moveDown();

  if (opsi.kelas) {
    doc.font('Helvetica-Bold').fontSize(12).text('Resume Kelas');
    doc.moveDown(0.3);
    const baris: [string, string][] = [
      ['Mata Kuliah', `${k.mata_kuliah.kode} - ${k.mata_kuliah.nama}`],
      ['SKS', String(k.mata_kuliah.sks)],
      ['Kelas', `${k.kelas.nama} ${k.kelas.jenis.nama}`],
      ['Program Studi', `${k.mata_kuliah.prodi.jenjang} ${k.mata_kuliah.prodi.nama}`],
      ['Mode Kuliah', labelModeKuliah(k.mode_kuliah)],
      ['Jumlah Peserta', String(k.jumlah_peserta)],
      ['Jumlah Pertemuan', String(k.jumlah_pertemuan)],
      ['Jadwal', k.jadwal.map(formatJadwal).join('; ') || '-'],
      ['Pengajar', k.pengajar.map((p) => `${namaLengkapPengajar(p)} (${p.jabatan})`).join('; ')],
    ];
    if (opsi.namaPengajar) baris.push(['Laporan', opsi.namaPengajar]);
    doc.fontSize(10);
    for (const [label, nilai] of baris) {
      const y = doc.y;
      doc.font('Helvetica').text(label, 72, y, { width: 120 });
      doc.text(`: ${nilai}`, 192, y, { width: lebar - 120 });
      doc.moveDown(0.2);
    }
    doc.moveDown();
  }

  if (opsi.detail) {
    doc.font('Helvetica-Bold').fontSize(12).text('Detail Pertemuan', 72);
    doc.moveDown(0.3);
    for (const p of laporan.pertemuan) {
      if (doc.y > doc.page.height - 200) doc.addPage();
      const i = p.info;
      doc.font('Helvetica-Bold').fontSize(10).text(`Pertemuan ${i.nomor}: ${i.judul}`, 72);
      doc.font('Helvetica').fontSize(9);
      doc.text(
        `Waktu: ${formatTanggalBap(i.waktu_mulai, tz)} s.d. ${formatTanggalBap(i.waktu_selesai, tz)} ${zona} · ${labelModeKuliah(i.jenis)}`,
      );
      if (i.deskripsi) doc.text(`Deskripsi: ${i.deskripsi}`);
      const guru = i.kehadiran_pengajar
        .map(
          (g) =>
            `${g.nama}${g.is_hadir ? ` (mulai ${g.mulai_kuliah ? formatTanggalBap(g.mulai_kuliah, tz) : '-'})` : g.is_hadir === false ? ' (tidak hadir)' : ''}`,
        )
        .join('; ');
      doc.text(`Pengajar: ${guru || '-'}`);
      doc.text(
        `Kehadiran mahasiswa: ${i.peserta_hadir} dari ${k.jumlah_peserta}` +
          (i.progress_peserta === null
            ? ''
            : ` (rata-rata progres ${(i.progress_peserta * 100).toFixed(1)}%)`),
      );
      doc.text(HITUNG.map(([kunci, label]) => `${label}: ${i.count_activity[kunci]}`).join(' · '));
      if (i.verified_by) doc.text(`Divalidasi oleh: ${i.verified_by.name}`);
      doc.moveDown(0.6);
    }
  }

  if (opsi.tandaTangan) {
    if (doc.y > doc.page.height - 240) doc.addPage();
    doc.moveDown();
    const y = doc.y;
    const kolom = lebar / 2;
    doc.font('Helvetica').fontSize(10);
    doc.text(`Dicetak: ${formatTanggal(laporan.timestamp, tz)}`, 72, y, { width: kolom });
    const pj = opsi.penandatangan;
    if (pj) {
      doc.text('Mengetahui,', 72 + kolom, y, { width: kolom });
      doc.text(pj.jabatan, 72 + kolom, doc.y, { width: kolom });
      const gambar = gambarDariDataUrl(pj.tandaTangan);
      const yTtd = doc.y + 4;
      if (gambar) doc.image(gambar, 72 + kolom, yTtd, { fit: [TTD.w, TTD.h] });
      doc.text(pj.nama, 72 + kolom, yTtd + TTD.h + 8, { width: kolom, underline: true });
      if (pj.nidn) doc.text(`NIDN ${pj.nidn}`, 72 + kolom, doc.y, { width: kolom });
    }
    const dosenUtama =
      opsi.namaPengajar ?? (k.pengajar[0] ? namaLengkapPengajar(k.pengajar[0]) : null);
    if (dosenUtama) {
      doc.text('Dosen Pengampu,', 72, y + 28, { width: kolom });
      doc.text(dosenUtama, 72, y + 28 + TTD.h + 26, { width: kolom, underline: true });
    }
  }

  doc.end();
  return selesai;
}
