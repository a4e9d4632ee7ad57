// A real server process for the restart test (test/mulai-ulang.test.ts): opened on the PGlite
// folder KAMPUS_DATA_DIR (loaded from the seeded template KAMPUS_CETAKAN on its first start) or
// on DATABASE_URL, listening on PORT; it prints 'SIAP <url>' once it answers. The test kills it
// with SIGKILL, as a crash or a pulled plug would, and starts it again on the same data.
import { existsSync, readFileSync } from 'node:fs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { contextDari } from '../src/server';

const dataDir = process.env.KAMPUS_DATA_DIR ?? '';
const url = process.env.DATABASE_URL || undefined;
const config = loadConfig({
  DATA_DIR: 'memory://',
  STORAGE_DIR: process.env.STORAGE_DIR ?? '',
  JWT_SECRET: 'rahasia-uji-yang-panjangnya-lebih-dari-32-karakter',
  LOGIN_RATE_LIMIT: '1000',
  ...(url ? { DATABASE_URL: url } : {}),
});
const pertama = !url && !existsSync(dataDir);
const database = await openDatabase({
  url,
  dataDir,
  initialData: pertama ? new Blob([readFileSync(process.env.KAMPUS_CETAKAN as string)]) : undefined,
});
await database.migrate();
const ctx = await contextDari(database, config, new TextEncoder().encode(config.JWT_SECRET));
const app = await buildApp(ctx);
const alamat = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`SIAP ${alamat}`);
process.on('SIGTERM', async () => {
  await app.close();
  await ctx.tutup();
  await database.close();
  process.exit(0);
});
