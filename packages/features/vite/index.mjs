// Build helpers of the apps' Vite configs. Plain JavaScript: Vite loads a linked workspace
// package's config helper with Node, which does not run TypeScript (types in index.d.mts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

/**
 * react-aria, react-aria-components and react-stately ship their labels ('Dismiss', 'Drop files
 * here'...) in ~34 languages and import all of them into every chunk that uses a widget. They have
 * no Indonesian: under the apps' `I18nProvider locale="id-ID"` the dictionary falls back to en-US
 * (no exact, language or region match). So every other language is dead weight in the bundle;
 * this replaces those modules with `undefined`, which the dictionary skips (the same technique
 * as Adobe's optimize-locales-plugin).
 *
 * @param {readonly string[]} [simpan] the locales kept
 * @returns {import('vite').Plugin}
 */
export function localesReactAria(simpan = ['en-US']) {
  const pola =
    /[\\/]node_modules[\\/](?:react-aria|react-aria-components|react-stately)[\\/]dist[\\/](?:.+[\\/])?intl[\\/](?:.+[\\/])?([a-z]{2}-[A-Z]{2})\.mjs$/;
  return {
    name: 'kampus:locales-react-aria',
    enforce: 'pre',
    load(id) {
      const cocok = pola.exec(id.split('?')[0] ?? id);
      if (cocok && !simpan.includes(cocok[1] ?? '')) return 'export default undefined;\n';
      return null;
    },
  };
}

/** Files worth compressing: text formats (images, fonts and archives are compressed already). */
const DAPAT_DIKOMPRES = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the
 * highest levels, once: the server sends them as the browser's accept-encoding allows
 * (@fastify/static `preCompressed`, apps/server/src/http/spa.ts) without compressing per request.
 * A copy that saves nothing (a tiny file) is not written; the server then sends the original.
 * Runs after every other plugin has written its files (the service worker, the manifest).
 *
 * @param {{ minBytes?: number }} [opsi] files smaller than this are left alone (default 1024)
 * @returns {import('vite').Plugin}
 */
export function kompresiAset({ minBytes = 1024 } = {}) {
  let outDir = 'dist';
  return {
    name: 'kampus:kompresi-aset',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const berkas = (await readdir(outDir, { recursive: true, withFileTypes: true }))
          .filter((f) => f.isFile() && DAPAT_DIKOMPRES.test(f.name))
          .map((f) => path.join(f.parentPath, f.name));
        await Promise.all(
          berkas.map(async (f) => {
            const isi = await readFile(f);
            if (isi.length < minBytes) return;
            const br = brotliCompressSync(isi, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: isi.length,
              },
            });
            const gz = gzipSync(isi, { level: 9 });
            if (br.length < isi.length) await writeFile(`${f}.br`, br);
            if (gz.length < isi.length) await writeFile(`${f}.gz`, gz);
          }),
        );
      },
    },
  };
}

/**
 * Preloads the Latin subset of the app's font (Plus Jakarta Sans, `font-display: swap` in its
 * @font-face): without it the browser asks for the font only once the stylesheet is parsed and
 * a text node uses it, a round trip after the first paint, and the text reflows late.
 *
 * @param {RegExp} [pola] the font file to preload
 * @returns {import('vite').Plugin}
 */
export function preloadFont(pola = /plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/) {
  return {
    name: 'kampus:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) => pola.test(f));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `/${font}`,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Options of vite-plugin-pwa (Workbox generateSW) for an app (issue 23): an installable app whose
 * service worker precaches the shell (scripts, styles, fonts, icons, the page) so a student on a
 * dead connection still opens it and reads what they last loaded, and keeps nothing of a user
 * after a logout.
 *
 * - Navigations go to the network first (the page comes from the server with its runtime
 *   settings and a fresh style nonce, and a deploy's new page at once); when the network fails
 *   the precached page opens instead, and the app's own router shows the route (the exam page
 *   with its answer journal, kept in localStorage). Workbox allows a network timeout only with
 *   NetworkFirst, which would keep every page in a cache: a slow but live connection waits.
 * - A navigation to an address of the API (a stored file opened in a tab) that fails gets the
 *   Indonesian offline page.
 * - The API's reads (GET) go to the network first; the last answer of each is kept for offline
 *   reading (the class list last seen, the exam being taken) in the cache `kampus-api`, keyed by
 *   the signed-in user (the `sub` of the bearer token, so one user's answer never matches
 *   another's request), and the whole cache is deleted when a logout or a new sign-in (password
 *   or single sign-on, not a token refresh) goes through the worker. Writes are never cached.
 *   The app's queries run in React Query's `offlineFirst` mode (packages/api hooks/context.tsx)
 *   so that offline they still ask, and the worker answers from this cache.
 * - A new version waits until the user accepts the prompt (`registerType: 'prompt'`,
 *   tawarkanPembaruan); `injectRegister: false` because the apps register it themselves
 *   (`virtual:pwa-register`): the Content-Security-Policy allows no inline script.
 *
 * @param {{ nama: string, namaPendek: string, deskripsi: string }} opsi
 * @returns {Record<string, unknown>} options for `VitePWA()`
 */
export function opsiPwa({ nama, namaPendek, deskripsi }) {
  return {
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: nama,
      short_name: namaPendek,
      description: deskripsi,
      lang: 'id',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1d4ed8',
      icons: [
        { src: '/ikon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/ikon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/ikon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['index.html', 'offline.html', '**/*.{js,css,woff2,svg,png,webmanifest}'],
      // Not the maps; the templates are downloads of their own.
      globIgnores: ['**/*.map', 'templat/**', 'sw.js'],
      // The rich-text editor and the PDF viewer chunks are large but the exam page needs them.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Every hashed file carries its version in its name: no cache-busting query needed.
      dontCacheBustURLsMatching: /^assets\//,
      // '/' is a navigation like any other (network first below), not the precached page.
      directoryIndex: null,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      inlineWorkboxRuntime: true,
      sourcemap: false,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !/^\/(?:v0|v1|v2|lms)\/|^\/health|^\/openapi\.json/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/index.html' } },
        },
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
        {
          // A sign-in or a logout: whatever is kept of the API goes, before the call is sent.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/(?:v2\/access_token|lms\/log_aktivitas\/logout)$/.test(url.pathname),
          method: 'POST',
          handler: 'NetworkOnly',
          options: {
            plugins: [
              {
                requestWillFetch: async ({ request }) => {
                  const badan = await request.clone().text();
                  if (!/grant_type"?\s*[:=]\s*"?refresh_token/.test(badan)) {
                    await caches.delete('kampus-api');
                  }
                  return request;
                },
              },
            ],
          },
        },
        {
          // Not the event stream (it must flow) nor stored files (downloads, range requests).
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            /^\/(?:v0|v1|v2|lms)\//.test(url.pathname) &&
            !url.pathname.startsWith('/v2/storager') &&
            !(request.headers.get('accept') ?? '').includes('text/event-stream'),
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'kampus-api',
            plugins: [
              {
                // The user's id goes into the key: an answer is found only for the same user.
                cacheKeyWillBeUsed: async ({ request }) => {
                  const token = (request.headers.get('authorization') ?? '').replace(
                    /^Bearer /,
                    '',
                  );
                  let pengguna = 'anonim';
                  try {
                    const isi = token.split('.')[1] ?? '';
                    pengguna =
                      JSON.parse(atob(isi.replace(/-/g, '+').replace(/_/g, '/'))).sub ?? 'anonim';
                  } catch {
                    // not a JWT: kept as anonymous
                  }
                  const kunci = new URL(request.url);
                  kunci.searchParams.set('__pengguna', pengguna);
                  return kunci.href;
                },
                // Only whole, successful answers; never a file download or a stream.
                cacheWillUpdate: async ({ response }) =>
                  response.status === 200 &&
                  /^application\/json/.test(response.headers.get('content-type') ?? '')
                    ? response
                    : null,
              },
            ],
          },
        },
      ],
    },
  };
}
