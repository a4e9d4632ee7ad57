import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppContext } from './context';
import { registerErrorHandler } from './http/errorHandler';
import { serveApp } from './http/spa';
import { authRoutes } from './modules/auth/routes';
import { eventsRoutes } from './modules/events/routes';
import { kelasRoutes } from './modules/kelas/routes';
import { getPerguruanTinggi } from './modules/sistem/queries';
import { sistemRoutes } from './modules/sistem/routes';

export interface BuildOptions {
  /** The built app this instance serves next to the API, if any. */
  appDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** One Fastify instance: the whole API plus, optionally, one built app. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}) {
  const app = Fastify({
    logger: opts.logger ?? false,
    disableRequestLogging: !ctx.config.LOG_REQUESTS,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Closes idle keep-alive sockets on shutdown so a restart is quick.
    forceCloseConnections: 'idle',
  });
  registerErrorHandler(app);
  // OAuth-style token requests arrive as forms (spec section 7).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  await app.register(rateLimit, { global: false, hook: 'preHandler' });

  authRoutes(app, ctx);
  sistemRoutes(app, ctx);
  eventsRoutes(app, ctx);
  kelasRoutes(app, ctx);

  const pt = await getPerguruanTinggi(ctx.database.db, ctx.config.COLLEGE_ID);
  await serveApp(app, opts.appDir, {
    collegeId: ctx.config.COLLEGE_ID,
    namaPerguruanTinggi: pt?.nama,
  });
  return app;
}
