import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Route files only parse, check permission, call query functions and answer (issue 11): every
 * query lives in the module's queries.ts, every permission in packages/domain izin.ts (declared
 * with `route(..., { izin }, ...)`) and every ownership check in the module's akses.ts. This reads
 * every apps/server/src/modules/<module>/routes.ts, so a new module is held to it the day it lands.
 */

const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');
// Every routes.ts below modules/, sub-resources included (modules/ujian/pengerjaan/routes.ts).
const fileRute = (readdirSync(modules, { recursive: true }) as string[])
  .filter((rel) => path.basename(rel) === 'routes.ts')
  .map((rel) => path.join(modules, rel))
  .sort();

const SQL: [string, RegExp][] = [
  ['an sql`` template', /\bsql\s*`/],
  ['a drizzle-orm import', /from\s+'drizzle-orm/],
  ['a table imported as a value', /^import\s+(?!type\b)[^;]*from\s+'[./]*db\/schema'/m],
  [
    'a query builder on db or tx',
    /\b(db|tx)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|transaction|query|with)\b/,
  ],
  [
    'a query builder step',
    /(?<!\b(Buffer|Array))\.(from|where|innerJoin|leftJoin|returning|onConflictDoUpdate|onConflictDoNothing|orderBy|groupBy)\(/,
  ],
];

const PERAN: [string, RegExp][] = [
  ['a comparison with a role', /\.role\s*[!=]==|[!=]==\s*[\w?.]*\.role\b/],
  ['a role name', /'(dosen|mahasiswa|operator)'/],
  ['a class role (peran)', /\bperan\b/],
  ['an operator area check', /\bpunyaAkses\s*\(|\bhakAkses\s*\??\.\s*\w+|\bhakAkses\s*(\?\.)?\[/],
];

describe('route files', () => {
  it('exist for every module', () => {
    expect(fileRute.length).toBeGreaterThanOrEqual(9);
  });

  describe.each(fileRute.map((f) => [path.relative(modules, f), f]))('%s', (_, file) => {
    const isi = readFileSync(file, 'utf8');
    const baris = isi.split('\n');
    const temuan = (pola: RegExp) =>
      pola.flags.includes('m')
        ? (isi.match(pola) ?? []).map((m) => m.trim())
        : baris.filter((b) => pola.test(b)).map((b) => b.trim());

    it.each(SQL)('has no SQL: %s', (_, pola) => {
      expect(temuan(pola)).toEqual([]);
    });

    it.each(PERAN)('has no inline role check: %s', (_, pola) => {
      expect(temuan(pola)).toEqual([]);
    });

    it('declares a permission rule on every route', () => {
      const rute = isi.match(/\broute\(\s*app,/g) ?? [];
      const berizin = isi.match(
        /\broute\(\s*app,\s*ctx\.hooks,\s*calls\.\w+,\s*(\{\s*izin:|\w+,)/g,
      );
      expect(berizin?.length ?? 0).toBe(rute.length);
    });
  });
});
