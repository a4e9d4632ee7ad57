import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reads a PDF the server wrote back with pdf.js (as the e2e journeys do, e2e/support/pdf.ts): it
// throws on anything that is not one, and answers the text, the page count and the page size.

// The 14 standard PDF fonts (the printouts use Helvetica) ship with pdf.js.
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

export async function bacaPdf(data: Uint8Array) {
  const doc = await getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const bagian: string[] = [];
  let ukuran: [number, number] = [0, 0];
  let gambar = 0;
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    if (i === 1) {
      const [, , w, h] = page.view as [number, number, number, number];
      ukuran = [w, h];
    }
    const content = await page.getTextContent();
    bagian.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    const ops = await page.getOperatorList();
    gambar += ops.fnArray.filter((f) => f === OPS.paintImageXObject).length;
  }
  const halaman = doc.numPages;
  await doc.destroy();
  return { halaman, ukuran, gambar, teks: bagian.join('\n').replace(/\s+/g, ' ') };
}
