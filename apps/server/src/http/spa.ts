import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';
import { kebijakanHalaman } from './header';

/** Text safe inside a double-quoted HTML attribute. */
export function atributHtml(teks: string) {
  return teks
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

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
      // The page itself always comes from the handler below, with its settings and nonce.
      allowedPath: (pathName) => pathName !== '/index.html',
      // The cache headers are set below: @fastify/static writes its own after `setHeaders`, so
      // with its maxAge every file, the service worker too, was a year's immutable.
      cacheControl: false,
      // The build writes a brotli and a gzip copy beside each file (packages/features/vite,
      // kompresiAset): sent as the browser's accept-encoding allows, compressed once, not per
      // request. Caches must keep one copy per encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader('vary', 'accept-encoding');
        // Only hashed files are immutable; the rest (the service worker, the manifest, icons,
        // the offline page) must be checked on each use so a deploy reaches every user.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  // A meta element, not an inline script: the Content-Security-Policy allows no inline script.
  const meta = `<meta name="kampus-runtime" content="${atributHtml(JSON.stringify(runtime))}">`;
  const [awal, akhir] = built
    ? readFileSync(indexPath as string, 'utf8').split('</head>')
    : [undefined, undefined];

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (isApiPath(url) || req.method !== 'GET' || awal === undefined) {
      return reply.code(404).send(failure(404, 'Alamat tidak ditemukan'));
    }
    // A fresh nonce per page lets React Aria's run-time style elements through, nothing else.
    const nonce = randomBytes(16).toString('base64');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', kebijakanHalaman(nonce))
      .send(`${awal}${meta}<meta name="csp-nonce" content="${nonce}"></head>${akhir ?? ''}`);
  });
}
