import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { BATAS_BADAN_JSON_BYTE } from '@kampus/domain';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { registerErrorHandler } from './http/errorHandler';
import { pasangHeaderKeamanan } from './http/header';
import { pasangKompresi } from './http/kompresi';
import { galatKerangka, tolakNul } from './http/masukan';
import { pasangPosisi } from './http/posisi';
import { serveApp } from './http/spa';
import { authRoutes } from './modules/auth';
import { bankSoalRoutes } from './modules/bank-soal';
import { bapRoutes } from './modules/bap';
import { chatRoutes } from './modules/chat';
import { eventsRoutes } from './modules/events';
import { forumRoutes } from './modules/forum';
import {
  hentikanPemrosesKehadiran,
  kehadiranRoutes,
  mulaiKerjaKehadiran,
  pasangPemrosesKehadiran,
} from './modules/kehadiran';
import { kehadiranDosenRoutes } from './modules/kehadiran-dosen';
import { kelasRoutes } from './modules/kelas';
import { logAktivitasRoutes } from './modules/log-aktivitas';
import { materiRoutes } from './modules/materi';
import { nilaiRoutes } from './modules/nilai';
import { pertemuanRoutes } from './modules/pertemuan';
import { referensiRoutes } from './modules/referensi';
import { silabusRoutes } from './modules/silabus';
import { getPerguruanTinggi, sistemRoutes } from './modules/sistem';
import { storagerRoutes } from './modules/storager';
import { tugasRoutes } from './modules/tugas';
import { mulaiKerjaUjian, ujianRoutes } from './modules/ujian';
import { vidconRoutes } from './modules/vidcon';

export interface BuildOptions {
  /** The built app this instance serves next to the API, if any. */
  appDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** A hop count trusts that many proxies in front of the server (Fastify types only a function). */
function percayaProxy(nilai: Config['TRUST_PROXY']) {
  return typeof nilai === 'number' ? (_alamat: string, hop: number) => hop < nilai : nilai;
}

/** One Fastify instance: the whole API plus, optionally, one built app. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}) {
  const app = Fastify({
    logger: opts.logger ?? false,
    logController: new LogController({ disableRequestLogging: !ctx.config.LOG_REQUESTS }),
    // X-Forwarded-For decides the client address (login limits, activity log): believed only
    // from the proxies TRUST_PROXY names, never from anyone.
    trustProxy: percayaProxy(ctx.config.TRUST_PROXY),
    bodyLimit: BATAS_BADAN_JSON_BYTE,
    // A comment thread's id (spec 7 'Identifiers': three UUIDs and its kind) is a path part of
    // about 140 characters; the default allows 100.
    routerOptions: { maxParamLength: 200 },
    // Closes idle keep-alive sockets on shutdown so a restart is quick.
    forceCloseConnections: 'idle',
    // A malformed or over-long address is answered in the envelope too.
    frameworkErrors: galatKerangka,
  });
  registerErrorHandler(app);
  tolakNul(app);
  // Read your own writes, across instances too (http/posisi.ts).
  pasangPosisi(app, ctx.siaran);
  pasangHeaderKeamanan(app);
  // OAuth-style token requests arrive as forms (spec section 7).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Before the routes: the plugin adds its hook to each route as it is declared.
  await pasangKompresi(app);
  // reply.sendFile for stored files (range requests); the built app registers its own root.
  await app.register(fastifyStatic, { root: ctx.config.storageDir, serve: false });
  await app.register(multipart, {
    limits: { files: 1, fields: 20, fieldSize: 100_000, fileSize: 1024 * 1024 * 1024 },
  });

  authRoutes(app, ctx);
  sistemRoutes(app, ctx);
  eventsRoutes(app, ctx);
  kelasRoutes(app, ctx);
  pertemuanRoutes(app, ctx);
  referensiRoutes(app, ctx);
  silabusRoutes(app, ctx);
  bapRoutes(app, ctx);
  materiRoutes(app, ctx);
  storagerRoutes(app, ctx);
  ujianRoutes(app, ctx);
  vidconRoutes(app, ctx);
  chatRoutes(app, ctx);
  logAktivitasRoutes(app, ctx);
  forumRoutes(app, ctx);
  tugasRoutes(app, ctx);
  kehadiranRoutes(app, ctx);
  nilaiRoutes(app, ctx);
  kehadiranDosenRoutes(app, ctx);
  // The exam and question workers (modules/ujian/kerja.ts): a restarted server picks up the
  // deadlines that came due while it was down.
  app.addHook('onReady', async () => {
    mulaiKerjaUjian(ctx).catch((e) =>
      console.warn(`Pekerjaan ujian tidak dapat dimulai: ${(e as Error).message}`),
    );
    // The attendance recalculations (modules/kehadiran/kerja.ts), queued by any instance, and
    // the students' events counted after they commit (susulan.ts; off for the bench's storm
    // without the incremental update).
    void mulaiKerjaKehadiran(ctx);
    if (ctx.config.KEHADIRAN_PENGAMAT) pasangPemrosesKehadiran(ctx);
  });
  app.addHook('onClose', () => hentikanPemrosesKehadiran(ctx));
  bankSoalRoutes(app, ctx);

  const pt = await getPerguruanTinggi(ctx.database.db, ctx.config.COLLEGE_ID);
  await serveApp(app, opts.appDir, {
    collegeId: ctx.config.COLLEGE_ID,
    namaPerguruanTinggi: pt?.nama,
  });
  return app;
}
