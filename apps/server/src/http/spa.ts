import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';

/** Paths the API answers under (spec section 7); everything else belongs to the app. */
const API_PREFIXES = ['/v0/', '/v1/', '/v2/', '/lms/', '/health', '/openapi.json'];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/**
 * Serves a built app: files from its dist folder and, for any other non-API GET, its
 * index.html with the runtime configuration, so the app's own router shows the page or its 404.
 */
export async function serveApp(app: FastifyInstance, distDir: string | undefined, runtime: object) {
  const indexPath = distDir ? path.join(distDir, 'index.html') : null;
  const built = indexPath !== null && existsSync(indexPath);
  if (built && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      decorateReply: false,
      index: false,
      wildcard: false,
      maxAge: '1y',
      immutable: true,
      setHeaders(res, filePath) {
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
  }
  const script = `<script>window.__KAMPUS__=${JSON.stringify(runtime).replace(/</g, '\\u003c')}</script>`;
  const html = built
    ? readFileSync(indexPath as string, 'utf8').replace('</head>', `${script}</head>`)
    : null;

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (isApiPath(url) || req.method !== 'GET' || !html) {
      return reply.code(404).send(failure(404, 'Alamat tidak ditemukan'));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
