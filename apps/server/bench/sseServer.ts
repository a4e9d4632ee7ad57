// The server process of `npm run bench -- --sse`: the product's app and event streams as
// `npm start` serves them, plus (for the bench only, over the IPC channel of its parent, never
// over HTTP) a way to publish an event through the database.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { siarkanEvent } from '../src/platform/sse';
import { createContext } from '../src/server';

const config = loadConfig();
const { ctx } = await createContext(config);
const app = await buildApp(ctx, { appDir: config.studentAppDir });
const url = await app.listen({ port: config.PORT, host: '127.0.0.1' });

process.on('message', (pesan: { terbitkan?: number }) => {
  if (pesan.terbitkan !== undefined) {
    void siarkanEvent(ctx, 'kampus-demo', 'bench', { n: pesan.terbitkan });
  }
});
process.on('SIGTERM', async () => {
  await app.close();
  await ctx.tutup();
  await ctx.database.close();
  process.exit(0);
});
process.send?.({ siap: url });
