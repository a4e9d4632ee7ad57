// Bundles the server with the workspace packages it imports (they ship TypeScript sources);
// third-party dependencies stay external and load from node_modules.
//
//   node build.mjs                                   src/main.ts -> dist/main.js
//   node build.mjs bench/sseServer.ts dist/bench     another entry (the SSE bench's server)
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const [entri = 'src/main.ts', keluar = 'dist'] = process.argv.slice(2);
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@kampus/'));

await build({
  absWorkingDir: here,
  entryPoints: [entri],
  outfile: path.join(keluar, `${path.basename(entri, '.ts')}.js`),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, '@internationalized/date'],
  banner: {
    js: "import { createRequire as __kampusRequire } from 'node:module'; const require = __kampusRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// The embedded database's thread (src/db/pglite-di-thread.ts) loads this file beside the bundle.
copyFileSync(
  path.join(here, 'src/db/pglite-pekerja.mjs'),
  path.join(here, keluar, 'pglite-pekerja.mjs'),
);
