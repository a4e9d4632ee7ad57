// Type checking of the whole workspace in five tsc programs, two at a time, instead of one per
// package: a package's program also checks every workspace package it imports (their sources are
// its inputs), so the kit was checked four times (ui, features, student, staff) and turbo's
// `^typecheck` chain ran them one after another (~140 s on the 2-core CI machine; this: ~35 s).
//
// The browser packages (ui, features, student, staff) are one program whose files and types are
// read from their own tsconfig.json files, so an editor's per-package check and this one cover
// the same files. The pure and the Node packages keep their own programs and libraries: domain
// without DOM, api without Node, the server and e2e without DOM.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { npx, root, run } from './lib.mjs';

const WEB = ['packages/ui', 'packages/features', 'apps/student', 'apps/staff'];
const SENDIRI = ['apps/server', 'packages/api', 'packages/domain', 'e2e'];

/** tsconfig.json as JSON (ours have no comments). */
const bacaTsconfig = (folder) =>
  JSON.parse(readFileSync(path.join(root, folder, 'tsconfig.json'), 'utf8'));

function tsconfigWeb() {
  const include = [];
  const types = new Set();
  const lib = new Set();
  for (const folder of WEB) {
    const c = bacaTsconfig(folder);
    for (const pola of c.include ?? []) include.push(path.join(root, folder, pola));
    for (const t of c.compilerOptions?.types ?? []) types.add(t);
    for (const l of c.compilerOptions?.lib ?? []) lib.add(l);
  }
  const folder = path.join(root, 'node_modules', '.cache', 'kampus-tipe');
  mkdirSync(folder, { recursive: true });
  const berkas = path.join(folder, 'tsconfig.web.json');
  writeFileSync(
    berkas,
    JSON.stringify(
      {
        extends: path.join(root, 'tsconfig.json'),
        compilerOptions: { lib: [...lib], types: [...types] },
        include,
      },
      null,
      2,
    ),
  );
  return berkas;
}

const program = [
  { nama: 'ui, features, student, staff', tsconfig: tsconfigWeb() },
  ...SENDIRI.map((folder) => ({
    nama: folder,
    tsconfig: path.join(root, folder, 'tsconfig.json'),
  })),
];

let gagal = 0;
const antrean = [...program];
async function pekerja() {
  for (let p = antrean.shift(); p; p = antrean.shift()) {
    const mulai = Date.now();
    const kode = await run(npx, ['tsc', '--noEmit', '--pretty', '-p', p.tsconfig]);
    const detik = Math.round((Date.now() - mulai) / 1000);
    console.log(`${kode === 0 ? 'ok   ' : 'GAGAL'}  ${p.nama} (${detik} s)`);
    if (kode !== 0) gagal++;
  }
}
await Promise.all([pekerja(), pekerja()]);
process.exit(gagal > 0 ? 1 : 0);
