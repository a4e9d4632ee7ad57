import type { BankSoal, Soal } from '@kampus/api/contract';
import { hurufPilihan, LABEL_JENIS_FILE_ESAI } from '@kampus/domain';
import { teksPolos } from '../../http/sanitasi';
import { dokumenPdf, MARGIN_PDF } from '../../platform/pdf';

// The question bank as a PDF ('Unduh', spec 2 'Question bank': letter portrait, 1 inch margins),
// drawn with pdfkit on the same page setup as the BAP (platform/pdf.ts).

export interface OpsiPdfBankSoal {
  namaPerguruanTinggi: string;
  /** Images among the questions' attachments (png, jpg), by attachment url, to draw inline. */
  gambar: ReadonlyMap<string, Buffer>;
}

interface PdfGambar {
  openImage(src: Buffer): { width: number; height: number };
  image(
    img: { width: number; height: number },
    x: number,
    y: number,
    o: { width: number; height: number },
  ): unknown;
}

/** Embedded pictures are at most this tall, in points. */
const TINGGI_GAMBAR = 220;

/** The bank with every question: text, attachments (pictures drawn), options, keys marked. */
export function renderPdfBankSoal(
  bank: BankSoal & { list_soal: Soal[] },
  opsi: OpsiPdfBankSoal,
): Promise<Buffer> {
  const { doc, selesai, lebar } = dokumenPdf({
    Title: `Bank Soal - ${bank.judul}`,
    Author: opsi.namaPerguruanTinggi,
  });
  const kiri = MARGIN_PDF;
  const indent = 18;
  const bawah = () => doc.page.height - MARGIN_PDF;
  const cukup = (tinggi: number) => {
    if (doc.y + tinggi > bawah()) doc.addPage();
  };

  doc.font('Helvetica-Bold').fontSize(16).text(bank.judul, { align: 'center' });
  if (opsi.namaPerguruanTinggi) {
    doc.font('Helvetica').fontSize(10).text(opsi.namaPerguruanTinggi, { align: 'center' });
  }
  doc.moveDown();
  const identitas: [string, string][] = [
    ['Mata Kuliah', `${bank.mata_kuliah.kode} - ${bank.mata_kuliah.nama}`],
    ['Dosen', bank.dosen?.nama ?? 'Belum Ada Dosen'],
    ['Jumlah Soal', String(bank.list_soal.length)],
  ];
  const deskripsi = teksPolos(bank.deskripsi);
  if (deskripsi) identitas.push(['Deskripsi', deskripsi]);
  doc.fontSize(10);
  for (const [label, nilai] of identitas) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, kiri, y, { width: 90 });
    doc.font('Helvetica').text(`: ${nilai}`, kiri + 90, y, { width: lebar - 90 });
    doc.moveDown(0.2);
  }
  doc.moveDown();
  doc
    .moveTo(kiri, doc.y)
    .lineTo(kiri + lebar, doc.y)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown();

  bank.list_soal.forEach((s, i) => {
    cukup(60);
    const nomor = `${i + 1}.`;
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).text(nomor, kiri, y, { width: indent });
    doc
      .font('Helvetica')
      .text(teksPolos(s.pertanyaan) || '-', kiri + indent, y, { width: lebar - indent });
    doc.moveDown(0.3);

    const lainnya: string[] = [];
    for (const f of s.soal_files) {
      const gambar = opsi.gambar.get(f.url);
      if (!gambar) {
        lainnya.push(f.name);
        continue;
      }
      try {
        // pdfkit reads the picture once (its size decides the scale); its types omit openImage.
        const pdf = doc as unknown as PdfGambar;
        const img = pdf.openImage(gambar);
        const skala = Math.min(1, (lebar - indent) / img.width, TINGGI_GAMBAR / img.height);
        const tinggi = img.height * skala;
        cukup(tinggi + 8);
        pdf.image(img, kiri + indent, doc.y, { width: img.width * skala, height: tinggi });
        doc.y += tinggi + 4;
      } catch {
        // Bytes that are not a picture pdfkit can draw: named like any other attachment.
        lainnya.push(f.name);
      }
    }
    doc.fontSize(10);
    if (lainnya.length > 0) {
      doc
        .font('Helvetica-Oblique')
        .text(`Lampiran: ${lainnya.join(', ')}`, kiri + indent, doc.y, { width: lebar - indent });
    }

    const opsiBaris = (teks: string, kunci: boolean) => {
      cukup(14);
      doc
        .font(kunci ? 'Helvetica-Bold' : 'Helvetica')
        .text(kunci ? `${teks}   (Kunci Jawaban)` : teks, kiri + indent, doc.y, {
          width: lebar - indent,
        });
    };
    if (s.pilihan) {
      s.pilihan.pilihan.forEach((p, j) => {
        opsiBaris(`${hurufPilihan(j)}. ${teksPolos(p)}`, s.pilihan?.kunci === j);
      });
    } else if (s.benar_salah) {
      const { pilihan, kunci } = s.benar_salah;
      opsiBaris(pilihan.benar || 'Benar', kunci === 'benar');
      opsiBaris(pilihan.salah || 'Salah', kunci === 'salah');
    } else if (s.esay) {
      const jenis = s.esay.jenis_file_diterima.map((j) => LABEL_JENIS_FILE_ESAI[j]).join(', ');
      doc.font('Helvetica').text(`Jenis jawaban diterima: ${jenis || '-'}`, kiri + indent, doc.y, {
        width: lebar - indent,
      });
      const kunci = teksPolos(s.esay.kunci ?? '');
      doc
        .font('Helvetica-Bold')
        .text('Kunci Jawaban: ', kiri + indent, doc.y, { width: lebar - indent, continued: true })
        .font('Helvetica')
        .text(kunci || '-');
      if (s.esay.kunci_files.length > 0) {
        doc
          .font('Helvetica-Oblique')
          .text(
            `Berkas kunci jawaban: ${s.esay.kunci_files.map((f) => f.name).join(', ')}`,
            kiri + indent,
            doc.y,
            { width: lebar - indent },
          );
      }
    }
    doc.moveDown(0.8);
  });

  doc.end();
  return selesai;
}
