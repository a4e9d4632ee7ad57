import PDFDocument from 'pdfkit';

/** 1 inch in PDF points: the margin of the printed reports (BAP, question bank). */
export const MARGIN_PDF = 72;

/**
 * A PDF of the server's printed reports (spec: letter portrait, 1 inch margins) with pdfkit, and
 * its bytes once `doc.end()` is called. The BAP and the question bank are drawn on it.
 */
export function dokumenPdf(info: { Title: string; Author?: string }) {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'portrait',
    margin: MARGIN_PDF,
    info: { ...info, Creator: 'Kampus LMS' },
  });
  const potongan: Buffer[] = [];
  doc.on('data', (c: Buffer) => potongan.push(c));
  const selesai = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(potongan)));
    doc.on('error', reject);
  });
  /** The width between the margins. */
  const lebar = doc.page.width - 2 * MARGIN_PDF;
  return { doc, selesai, lebar };
}
