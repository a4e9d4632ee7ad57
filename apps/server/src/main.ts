import { loadConfig } from './config';
import { DEMO_LOGINS } from './seed/demo';
import { startServer } from './server';

const localUrl = (port: number) => `http://localhost:${port}`;

async function main() {
  const config = loadConfig();
  const log = (m: string) => console.log(m);
  const server = await startServer(config, {
    logger: { level: config.LOG_LEVEL },
    log,
  });
  const port = (url: string) => Number(new URL(url).port);
  log('');
  log('Kampus LMS berjalan');
  log(
    `  Database             : ${server.database.label}${server.seeded ? ' (data demo dimuat)' : ''}`,
  );
  log(`  LMS Mahasiswa        : ${localUrl(port(server.studentUrl))}`);
  log(`  LMS Dosen & Operator : ${localUrl(port(server.staffUrl))}`);
  log('  Login demo:');
  for (const l of DEMO_LOGINS) log(`    ${l.peran.padEnd(10)} ${l.username} / ${l.password}`);
  log('');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} diterima, server berhenti...`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
