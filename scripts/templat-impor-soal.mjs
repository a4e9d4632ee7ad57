// Writes the question-import templates the staff app serves at /templat/impor-soal-{jenis}.xlsx
// (issue 14): one workbook per question kind, built by the server's bank-soal/templat.ts from
// the column definitions of packages/domain imporSoal.ts that the importer reads too. The
// server's tests import each committed template, so a stale one fails there.
//   node scripts/templat-impor-soal.mjs    writes apps/staff/public/templat/*.xlsx
// tsx (a dev dependency of the server) loads the TypeScript sources.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { root } from './lib.mjs';

register();
const { semuaTemplat } = await import('../apps/server/src/modules/bank-soal/templat.ts');
const folder = path.join(root, 'apps/staff/public/templat');
mkdirSync(folder, { recursive: true });
for (const { nama, isi } of await semuaTemplat()) {
  const file = path.join(folder, nama);
  writeFileSync(file, isi);
  console.log(`${path.relative(root, file)} (${isi.length} byte)`);
}
