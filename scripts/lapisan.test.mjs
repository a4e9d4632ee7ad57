// Tests of the layering checker (node --test): each rule fails on a tree that breaks it and
// passes on one that keeps it, so a green `npm test` means the rule was really looked at.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { periksaArea, periksaLapisan, periksaUkuran } from './lapisan.mjs';

const pohon = [];
after(() => {
  for (const dir of pohon) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway workspace with the given files ({ 'path/in/tree': text }). */
function buatPohon(berkas) {
  const akar = mkdtempSync(path.join(tmpdir(), 'lapisan-'));
  pohon.push(akar);
  for (const [rel, teks] of Object.entries(berkas)) {
    const file = path.join(akar, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, teks);
  }
  return akar;
}

const baris = (n) =>
  `${Array.from({ length: n }, (_, i) => `export const b${i} = ${i};`).join('\n')}\n`;

describe('areas meet only through their index.ts', () => {
  it('refuses a feature reaching into another area past its index', () => {
    const akar = buatPohon({
      'packages/features/src/ujian/index.ts': "export { PanelUjian } from './PanelUjian';\n",
      'packages/features/src/ujian/berkas.ts': 'export const x = 1;\n',
      'packages/features/src/bank-soal/Halaman.tsx': "import { x } from '../ujian/berkas';\n",
    });
    assert.deepEqual(periksaArea(akar), [
      "packages/features/src/bank-soal/Halaman.tsx: '../ujian/berkas' masuk ke area 'ujian' tidak lewat index.ts-nya",
    ]);
  });

  it('passes imports through the index, inside one area and from the shared folders', () => {
    const akar = buatPohon({
      'packages/features/src/ujian/index.ts': "export { x } from './berkas';\n",
      'packages/features/src/ujian/berkas.ts':
        "import { y } from '../bersama/y';\nexport const x = y;\n",
      'packages/features/src/ujian/Panel.tsx': "import { x } from './berkas';\n",
      'packages/features/src/bersama/y.ts': 'export const y = 1;\n',
      'packages/features/src/bank-soal/Halaman.tsx':
        "import { x } from '../ujian';\nimport { x as z } from '../ujian/index';\n",
      'packages/features/src/index.ts': "export * from './ujian';\n",
    });
    assert.deepEqual(periksaArea(akar), []);
  });

  it("refuses a server module importing another module's routes.ts", () => {
    const akar = buatPohon({
      'apps/server/src/modules/ujian/routes.ts': 'export const bantu = 1;\n',
      'apps/server/src/modules/ujian/index.ts': 'export {};\n',
      'apps/server/src/modules/bank-soal/routes.ts': "import { bantu } from '../ujian/routes';\n",
    });
    assert.deepEqual(periksaArea(akar), [
      "apps/server/src/modules/bank-soal/routes.ts: '../ujian/routes' routes.ts area 'ujian' tidak boleh diimpor area lain",
    ]);
  });

  it('checks files outside the areas too (app.ts wires areas through their index)', () => {
    const akar = buatPohon({
      'apps/server/src/modules/kelas/routes.ts': 'export default 1;\n',
      'apps/server/src/modules/kelas/index.ts': "export { default } from './routes';\n",
      'apps/server/src/app.ts':
        "import kelas from './modules/kelas/routes';\nimport k from './modules/kelas';\n",
    });
    assert.deepEqual(periksaArea(akar), [
      "apps/server/src/app.ts: './modules/kelas/routes' routes.ts area 'kelas' tidak boleh diimpor area lain",
    ]);
  });

  it("lets the migrations and a table's foreign keys name another area's schema.ts, and nothing else", () => {
    const akar = buatPohon({
      'apps/server/src/modules/kelas/schema.ts': 'export const kelas = 1;\n',
      'apps/server/src/modules/kelas/queries.ts': 'export const q = 1;\n',
      'apps/server/src/modules/ujian/schema.ts': "import { kelas } from '../kelas/schema';\n",
      'apps/server/src/modules/ujian/queries.ts': "import { kelas } from '../kelas/schema';\n",
      'apps/server/src/db/schema.ts': "export * from '../modules/kelas/schema';\n",
    });
    assert.deepEqual(periksaArea(akar), [
      "apps/server/src/modules/ujian/queries.ts: '../kelas/schema' masuk ke area 'kelas' tidak lewat index.ts-nya",
    ]);
  });

  it("lets tests and stories use a neighbour's fixtures", () => {
    const akar = buatPohon({
      'packages/ui/src/views/soal/fixtures.ts': 'export const f = 1;\n',
      'packages/ui/src/views/ujian/Editor.stories.tsx': "import { f } from '../soal/fixtures';\n",
      'packages/ui/src/views/ujian/Editor.test.tsx': "import { f } from '../soal/fixtures';\n",
    });
    assert.deepEqual(periksaArea(akar), []);
  });
});

describe('no production file past 400 lines without a recorded reason', () => {
  it('refuses a 401-line file and passes a 400-line one', () => {
    const akar = buatPohon({
      'packages/domain/src/panjang.ts': baris(401),
      'packages/domain/src/pas.ts': baris(400),
    });
    assert.deepEqual(periksaUkuran(akar), [
      'packages/domain/src/panjang.ts: 401 baris (batas 400); pecah per sub-sumber, atau catat alasannya di scripts/batas-baris.json',
    ]);
  });

  it('leaves tests, stories and test support alone', () => {
    const akar = buatPohon({
      'packages/domain/src/panjang.test.ts': baris(900),
      'packages/ui/src/views/x/X.stories.tsx': baris(900),
      'apps/server/test/dukungan.ts': baris(900),
      'e2e/tests/x.e2e.ts': baris(900),
    });
    assert.deepEqual(periksaUkuran(akar), []);
  });

  it('accepts a recorded reason, and reports a record that is no longer true', () => {
    const akar = buatPohon({
      'apps/server/src/seed/data.ts': baris(650),
      'packages/domain/src/pendek.ts': baris(10),
      'scripts/batas-baris.json': JSON.stringify({
        'apps/server/src/seed/data.ts': 'data demo: satu daftar nama, dibaca sekali',
        'packages/domain/src/pendek.ts': 'dulu panjang',
        'packages/domain/src/hilang.ts': 'sudah dihapus',
      }),
    });
    assert.deepEqual(periksaUkuran(akar), [
      'scripts/batas-baris.json: packages/domain/src/pendek.ts kini 10 baris; hapus catatannya',
      'scripts/batas-baris.json: packages/domain/src/hilang.ts tidak ada lagi; hapus catatannya',
    ]);
  });

  it('refuses an empty reason', () => {
    const akar = buatPohon({
      'apps/server/src/seed/data.ts': baris(650),
      'scripts/batas-baris.json': JSON.stringify({ 'apps/server/src/seed/data.ts': ' ' }),
    });
    assert.equal(periksaUkuran(akar).length, 1);
  });
});

describe('packages import only the packages below them', () => {
  it('refuses the domain importing the API package', () => {
    const pkg = (nama, deps = {}) => JSON.stringify({ name: nama, dependencies: deps });
    const akar = buatPohon({
      'packages/domain/package.json': pkg('@kampus/domain'),
      'packages/domain/src/a.ts': "import { calls } from '@kampus/api';\n",
      'packages/api/package.json': pkg('@kampus/api', { '@kampus/domain': '*' }),
      'packages/ui/package.json': pkg('@kampus/ui'),
      'packages/features/package.json': pkg('@kampus/features'),
      'apps/student/package.json': pkg('@kampus/student'),
      'apps/staff/package.json': pkg('@kampus/staff'),
      'apps/server/package.json': pkg('@kampus/server'),
    });
    assert.deepEqual(periksaLapisan(akar), [
      'packages/domain/src/a.ts: tidak boleh mengimpor @kampus/api',
    ]);
  });
});
