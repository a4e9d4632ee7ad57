// npm start: install what is missing, build, then serve both apps and the API from one
// process (the server migrates and seeds the database itself on start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, heading, npx, quietEnv, root, run } from './lib.mjs';

await ensureInstalled();

heading('Membangun aplikasi (turbo build)');
const built = await run(npx, [
  'turbo',
  'run',
  'build',
  '--filter=@kampus/server',
  '--filter=@kampus/student',
  '--filter=@kampus/staff',
  '--output-logs=errors-only',
]);
if (built !== 0) {
  console.error('Build gagal; lihat pesan di atas.');
  process.exit(built);
}

heading('Menjalankan server');
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: quietEnv,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
