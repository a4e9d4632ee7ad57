import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The 14 standard PDF fonts (the BAP uses Helvetica) ship with pdf.js.
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** Opens a PDF with pdf.js (it throws on anything that is not one) and returns its text. */
export async function teksPdf(data: Uint8Array): Promise<{ halaman: number; teks: string }> {
  const doc = await getDocument({
    data,
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const bagian: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    bagian.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return { halaman: doc.numPages, teks: bagian.join('\n').replace(/\s+/g, ' ') };
}
