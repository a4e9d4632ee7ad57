// The layering of the workspace, checked on every `npm test`:
//   domain <- api <- ui <- features <- apps (student, staff);  domain <- api <- server.
// A package imports only the packages below it; the design system (ui) takes types from the API
// package but nothing that runs, and no data library (TanStack Query, valtio, wouter).
// Inside a package, the spec's areas (kelas, ujian, soal, ...) meet only through their front
// door: a file of another area, or outside the areas, imports an area's folder only through its
// index.ts (bulletproof-react's zones). And no production file grows past 400 lines without a
// reason recorded in scripts/batas-baris.json.
// Node built-ins only: it runs before anything else is known to work.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

export function periksaLapisan(akar = root) {
  const galat = [];
  for (const [folder, boleh] of Object.entries(lapisan)) {
    const dirPaket = path.join(akar, folder);
    const pkg = JSON.parse(readFileSync(path.join(dirPaket, 'package.json'), 'utf8'));
    const runtime = Object.keys(pkg.dependencies ?? {});
    for (const dep of runtime) {
      if (dep.startsWith('@kampus/') && !boleh.includes(dep))
        galat.push(`${folder}/package.json: ${dep} tidak boleh jadi dependensi`);
      if ((hanyaTipe[folder] ?? []).includes(dep) || (terlarang[folder] ?? []).includes(dep))
        galat.push(`${folder}/package.json: ${dep} tidak boleh jadi dependensi runtime`);
    }
    for (const file of berkas(dirPaket)) {
      const rel = path.relative(akar, file);
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

/** Production source: not a test, a story, test support, a screenshot or a build output. */
const bukanProduksi =
  /(\.(test|spec|stories|e2e)\.[a-z]+$)|(^|\/)(test|tests|__screenshots__|e2e|node_modules|dist|storybook-static)\//;

/**
 * Folders whose sub-folders are areas, and the shared folders any area may use directly.
 * An area is the first folder below the zone: features/src/ujian, views/soal, modules/kelas.
 */
export const zonaArea = {
  'packages/features/src': { bersama: ['app', 'bersama'] },
  'packages/ui/src/views': { bersama: ['bersama'] },
  'apps/server/src/modules': {
    bersama: [],
    // The tables: the migrations' list (db/schema.ts) names every area's schema.ts, and a table
    // may reference another area's table by foreign key from its own schema.ts. Nothing else
    // reads another area's tables.
    pintuTabel: { berkas: 'schema', dari: ['apps/server/src/db/', 'schema.ts'] },
  },
};

const indeks = /^index(\.(ts|tsx|mts|js|mjs))?$/;

/** The file or folder a relative import names, as a path inside the zone: [area, rest...]. */
function bagianDalamZona(dirZona, tujuan) {
  const rel = path.relative(dirZona, tujuan);
  if (rel.startsWith('..') || path.isAbsolute(rel) || rel === '') return null;
  return rel.split(path.sep);
}

/**
 * Every import that enters an area from outside it by another door than its index.ts, and every
 * import of another module's routes.ts.
 */
export function periksaArea(akar = root) {
  const galat = [];
  for (const [zona, { bersama, pintuTabel }] of Object.entries(zonaArea)) {
    const dirZona = path.join(akar, zona);
    if (!existsSync(dirZona)) continue;
    // The package the zone is in: files outside the zone in that package are checked too.
    const dirPaket = zona.split('/').slice(0, 2).join('/');
    for (const file of berkas(path.join(akar, dirPaket))) {
      const rel = path.relative(akar, file);
      // Tests and stories may take a neighbour's fixtures; production code may not.
      if (bukanProduksi.test(rel.split(path.sep).join('/'))) continue;
      const asal = bagianDalamZona(dirZona, file);
      const areaAsal = asal && asal.length > 1 ? asal[0] : null;
      for (const { modul } of imporDari(readFileSync(file, 'utf8'))) {
        if (!modul.startsWith('.')) continue;
        const bagian = bagianDalamZona(dirZona, path.resolve(path.dirname(file), modul));
        if (!bagian) continue;
        const [area, ...sisa] = bagian;
        if (
          area === areaAsal ||
          bersama.includes(area) ||
          (bagian.length === 1 && indeks.test(area))
        )
          continue;
        if (sisa.length === 0 || (sisa.length === 1 && indeks.test(sisa[0]))) continue;
        if (
          pintuTabel &&
          sisa.length === 1 &&
          sisa[0].replace(/\.(ts|js)$/, '') === pintuTabel.berkas
        ) {
          const relPosix = rel.split(path.sep).join('/');
          if (pintuTabel.dari.some((d) => relPosix.startsWith(d) || relPosix.endsWith(`/${d}`)))
            continue;
        }
        const berkasTujuan = sisa[sisa.length - 1] ?? '';
        const tentang = /^routes(\.[a-z]+)?$/.test(berkasTujuan)
          ? `routes.ts area '${area}' tidak boleh diimpor area lain`
          : `masuk ke area '${area}' tidak lewat index.ts-nya`;
        galat.push(`${rel}: '${modul}' ${tentang}`);
      }
    }
  }
  return galat;
}

export const BATAS_BARIS = 400;

/** Folders whose source is production code. */
export const folderProduksi = ['packages', 'apps', 'scripts'];

/**
 * Production files over 400 lines, unless scripts/batas-baris.json records why ({ path: reason });
 * a record whose file is gone or back under the limit is reported too, so the list stays true.
 */
export function periksaUkuran(akar = root) {
  const galat = [];
  const fileCatatan = path.join(akar, 'scripts/batas-baris.json');
  const catatan = existsSync(fileCatatan) ? JSON.parse(readFileSync(fileCatatan, 'utf8')) : {};
  const panjang = new Map();
  for (const folder of folderProduksi) {
    const dir = path.join(akar, folder);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    for (const file of berkas(dir)) {
      const rel = path.relative(akar, file).split(path.sep).join('/');
      if (bukanProduksi.test(rel)) continue;
      const baris = readFileSync(file, 'utf8').split('\n').length - 1;
      panjang.set(rel, baris);
      if (baris > BATAS_BARIS && !(typeof catatan[rel] === 'string' && catatan[rel].trim()))
        galat.push(
          `${rel}: ${baris} baris (batas ${BATAS_BARIS}); pecah per sub-sumber, atau catat alasannya di scripts/batas-baris.json`,
        );
    }
  }
  for (const rel of Object.keys(catatan)) {
    const baris = panjang.get(rel);
    if (baris === undefined)
      galat.push(`scripts/batas-baris.json: ${rel} tidak ada lagi; hapus catatannya`);
    else if (baris <= BATAS_BARIS)
      galat.push(`scripts/batas-baris.json: ${rel} kini ${baris} baris; hapus catatannya`);
  }
  return galat;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let gagal = false;
  const bagian = [
    [
      'Arah impor antar paket dilanggar (domain <- api <- ui <- features <- apps):',
      periksaLapisan(),
    ],
    ['Area bertemu hanya lewat index.ts-nya:', periksaArea()],
    [`Berkas produksi lebih dari ${BATAS_BARIS} baris:`, periksaUkuran()],
  ];
  for (const [judul, galat] of bagian) {
    if (galat.length === 0) continue;
    gagal = true;
    console.error(judul);
    for (const g of galat) console.error(`  ${g}`);
  }
  if (gagal) process.exit(1);
  console.log(
    `Arah impor antar paket terjaga (${Object.keys(lapisan).length} paket), area bertemu lewat index.ts (${Object.keys(zonaArea).length} zona), berkas produksi paling banyak ${BATAS_BARIS} baris.`,
  );
}
