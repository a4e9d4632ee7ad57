// The layering of the workspace, checked on every `npm test`:
//   domain <- api <- ui <- features <- apps (student, staff);  domain <- api <- server.
// A package imports only the packages below it; the design system (ui) takes types from the API
// package but nothing that runs, and no data library (TanStack Query, valtio, wouter).
// Node built-ins only: it runs before anything else is known to work.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

/** Package folder -> the workspace packages it may import. */
const lapisan = {
  'packages/domain': [],
  'packages/api': ['@kampus/domain'],
  'packages/ui': ['@kampus/domain', '@kampus/api'],
  'packages/features': ['@kampus/domain', '@kampus/api', '@kampus/ui'],
  'apps/student': ['@kampus/domain', '@kampus/ui', '@kampus/features'],
  'apps/staff': ['@kampus/domain', '@kampus/ui', '@kampus/features'],
  'apps/server': ['@kampus/domain', '@kampus/api'],
};

/** Imports a package may only take as types (erased at build time). */
const hanyaTipe = { 'packages/ui': ['@kampus/api'] };

/** Libraries a package must not use at all. */
const terlarang = {
  'packages/domain': ['react', 'react-dom'],
  'packages/ui': ['@tanstack/react-query', 'valtio', 'wouter'],
};

const sumber = /\.(ts|tsx|mts|mjs|js)$/;
const lewati = new Set(['node_modules', 'dist', 'storybook-static', '__screenshots__']);

function* berkas(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (lewati.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* berkas(p);
    else if (sumber.test(e.name)) yield p;
  }
}

/** Every module a file names: static imports and re-exports (with their type-only flag), import(). */
export function imporDari(teks) {
  const hasil = [];
  const statis = /^\s*(import|export)\s+(type\s+)?([^'"]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const m of teks.matchAll(statis)) {
    if (m[1] === 'export' && !m[3]) continue;
    hasil.push({ modul: m[4], tipe: Boolean(m[2]) });
  }
  for (const m of teks.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    hasil.push({ modul: m[1], tipe: false });
  }
  return hasil;
}

const paketDari = (modul) =>
  modul.startsWith('@') ? modul.split('/').slice(0, 2).join('/') : modul.split('/')[0];

export function periksaLapisan() {
  const galat = [];
  for (const [folder, boleh] of Object.entries(lapisan)) {
    const dirPaket = path.join(root, folder);
    const pkg = JSON.parse(readFileSync(path.join(dirPaket, 'package.json'), 'utf8'));
    const runtime = Object.keys(pkg.dependencies ?? {});
    for (const dep of runtime) {
      if (dep.startsWith('@kampus/') && !boleh.includes(dep))
        galat.push(`${folder}/package.json: ${dep} tidak boleh jadi dependensi`);
      if ((hanyaTipe[folder] ?? []).includes(dep) || (terlarang[folder] ?? []).includes(dep))
        galat.push(`${folder}/package.json: ${dep} tidak boleh jadi dependensi runtime`);
    }
    for (const file of berkas(dirPaket)) {
      const rel = path.relative(root, file);
      for (const { modul, tipe } of imporDari(readFileSync(file, 'utf8'))) {
        const paket = paketDari(modul);
        if (modul.startsWith('.')) {
          const tujuan = path.resolve(path.dirname(file), modul);
          if (!tujuan.startsWith(dirPaket + path.sep))
            galat.push(`${rel}: '${modul}' keluar dari paketnya; impor lewat nama paket`);
        } else if (paket.startsWith('@kampus/')) {
          if (paket === pkg.name) continue;
          if (!boleh.includes(paket)) galat.push(`${rel}: tidak boleh mengimpor ${paket}`);
          else if ((hanyaTipe[folder] ?? []).includes(paket) && !tipe)
            galat.push(`${rel}: ${paket} hanya boleh diimpor sebagai tipe ('import type')`);
        } else if ((terlarang[folder] ?? []).includes(paket)) {
          galat.push(`${rel}: tidak boleh mengimpor ${paket}`);
        }
      }
    }
  }
  return galat;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const galat = periksaLapisan();
  if (galat.length > 0) {
    console.error('Arah impor antar paket dilanggar (domain <- api <- ui <- features <- apps):');
    for (const g of galat) console.error(`  ${g}`);
    process.exit(1);
  }
  console.log(`Arah impor antar paket terjaga (${Object.keys(lapisan).length} paket diperiksa).`);
}
