import type { BankSoal, Soal } from '@kampus/api/contract';
import { hurufPilihan, LABEL_JENIS_FILE_ESAI } from '@kampus/domain';
import { teksPolos } from '../../http/sanitasi';
import { dokumenPdf, MARGIN_PDF } from '../../platform/pdf';

// The question bank as a PDF ('Unduh', spec 2 'Question bank': letter portrait, 1 inch margins),
// drawn with pdfkit on the same page setup as the BAP (platform/pdf.ts).

export interface OpsiPdfBankSoal {
  namaPerguruanTinggi: string;
  /**
   * Pictures (png, jpg) of the questions' attachments and of their text, by unsigned address, to
   * draw (soal/berkas.ts gambarSoalPdf).
   */
  gambar: ReadonlyMap<string, Buffer>;
}

/** A picture in rich text: an img tag or a Markdown image. */
const POLA_GAMBAR = /<img\b[^>]*>|!\[[^\]]*\]\([^)]*\)/gi;

const atribut = (tag: string, nama: string) => {
  const m = tag.match(new RegExp(`\\b${nama}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : '';
};

/** One part of a question's text: its words, or a picture (address and alternative text). */
export type BagianTeks = { teks: string } | { src: string; alt: string };

/** The question's text cut at its pictures, in order, so each picture prints where it stands. */
export function bagianTeks(isi: string): BagianTeks[] {
  const hasil: BagianTeks[] = [];
  let dari = 0;
  for (const m of isi.matchAll(POLA_GAMBAR)) {
    hasil.push({ teks: isi.slice(dari, m.index) });
    const md = m[0].match(/^!\[([^\]]*)\]\(\s*<?([^)\s>]*)/);
    hasil.push(
      md
        ? { src: md[2] ?? '', alt: md[1] ?? '' }
        : { src: atribut(m[0], 'src').replace(/&amp;/g, '&'), alt: atribut(m[0], 'alt') },
    );
    dari = m.index + m[0].length;
  }
  hasil.push({ teks: isi.slice(dari) });
  return hasil;
}

/** The bytes of a picture kept in the text itself (older questions: a data: URI of png/jpg). */
function gambarDataUri(src: string): Buffer | null {
  const m = src.match(/^data:image\/(?:png|jpe?g);base64,([a-z0-9+/=\s]+)$/i);
  return m?.[1] ? Buffer.from(m[1], 'base64') : null;
}

/** What names a picture that cannot be drawn: its alternative text or its file name. */
const namaGambar = (g: { src: string; alt: string }) =>
  g.alt.trim() || (g.src.startsWith('data:') ? '' : (g.src.split('?')[0]?.split('/').pop() ?? ''));

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

  /** Draws a picture under the text; false when the bytes are none pdfkit can draw. */
  const gambarkan = (bytes: Buffer | null | undefined) => {
    if (!bytes) return false;
    try {
      // pdfkit reads the picture once (its size decides the scale); its types omit openImage.
      const pdf = doc as unknown as PdfGambar;
      const img = pdf.openImage(bytes);
      const skala = Math.min(1, (lebar - indent) / img.width, TINGGI_GAMBAR / img.height);
      const tinggi = img.height * skala;
      cukup(tinggi + 8);
      pdf.image(img, kiri + indent, doc.y, { width: img.width * skala, height: tinggi });
      doc.y += tinggi + 4;
      return true;
    } catch {
      return false;
    }
  };
  const teksSoal = (teks: string) =>
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(teks, kiri + indent, doc.y, { width: lebar - indent });

  bank.list_soal.forEach((s, i) => {
    cukup(60);
    const nomor = `${i + 1}.`;
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).text(nomor, kiri, y, { width: indent });
    doc.y = y;
    // The text with its pictures where they stand; one that cannot be drawn is named instead.
    let adaIsi = false;
    for (const b of bagianTeks(s.pertanyaan)) {
      if ('teks' in b) {
        const teks = teksPolos(b.teks);
        if (teks) teksSoal(teks);
        adaIsi ||= teks !== '';
        continue;
      }
      adaIsi = true;
      const bytes = gambarDataUri(b.src) ?? opsi.gambar.get(b.src.split('?')[0] ?? '');
      if (!gambarkan(bytes)) {
        const nama = namaGambar(b);
        teksSoal(nama ? `(Gambar: ${nama})` : '(Gambar)');
      }
    }
    if (!adaIsi) teksSoal('-');
    doc.moveDown(0.3);

    // Every attachment is named; the pictures among them are drawn under the list.
    doc.fontSize(10);
    if (s.soal_files.length > 0) {
      doc
        .font('Helvetica-Oblique')
        .text(`Lampiran: ${s.soal_files.map((f) => f.name).join(', ')}`, kiri + indent, doc.y, {
          width: lebar - indent,
        });
      for (const f of s.soal_files) gambarkan(opsi.gambar.get(f.url));
      doc.fontSize(10);
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
