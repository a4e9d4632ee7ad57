// npm start: install what is missing, build, then serve both apps and the API from one
// process (the server migrates and seeds the database itself on start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bangunAplikasi, ensureInstalled, heading, quietEnv, root } from './lib.mjs';

await ensureInstalled();

await bangunAplikasi();

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
