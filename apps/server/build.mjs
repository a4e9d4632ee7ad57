// Bundles the server with the workspace packages it imports (they ship TypeScript sources);
// third-party dependencies stay external and load from node_modules.
import { copyFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@kampus/'));

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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

// The embedded database's thread (src/db/pglite-di-thread.ts) loads this file beside main.js.
copyFileSync(
  new URL('./src/db/pglite-pekerja.mjs', import.meta.url),
  new URL('./dist/pglite-pekerja.mjs', import.meta.url),
);
