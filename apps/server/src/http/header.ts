import type { IncomingMessage, ServerResponse } from 'node:http';
import { ASAL_BINGKAI_VIDCON, PENAMPIL_DOKUMEN_DEFAULT } from '@kampus/domain';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The origin of the external document viewer (spec 7 'Document preview'). */
const penampilDokumen = new URL(PENAMPIL_DOKUMEN_DEFAULT.replace('{url}', '')).origin;

/**
 * Security headers of every answer (@fastify/helmet). The built apps load only their own
 * scripts and styles (no inline script: runtime settings come in a meta element), are never
 * framed, and frame only our stored files, the document viewer and the vidcon apps. Stored files set their own,
 * stricter policy (modules/storager/routes.ts).
 */
export const DIREKTIF_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // The college logo and small assets come as data: URLs; previews of chosen files as blob:.
  // Rich text may link images on the web (http/https pass the server's sanitiser, sanitasi.ts),
  // and profile photos may live on the campus's own servers: an image runs no code.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  // A running vidcon joins in-app (spec 2): only the known vidcon apps are framed.
  frameSrc: ["'self'", penampilDokumen, ...ASAL_BINGKAI_VIDCON],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} satisfies Record<string, string[]>;

/**
 * The policy of an app page: the same directives, plus the page's own nonce for the few style
 * elements React Aria inserts at run time (it reads the nonce from `<meta name="csp-nonce">`).
 */
export function kebijakanHalaman(nonceGaya: string) {
  const direktif: Record<string, string[]> = {
    ...DIREKTIF_CSP,
    styleSrc: [...DIREKTIF_CSP.styleSrc, `'nonce-${nonceGaya}'`],
  };
  return Object.entries(direktif)
    .map(
      ([nama, nilai]) =>
        `${nama.replace(/[A-Z]/g, (h) => `-${h.toLowerCase()}`)} ${nilai.join(' ')}`,
    )
    .join('; ');
}

export const KEAMANAN_HEADER: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: DIREKTIF_CSP },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Stored files and images are used by our own pages only; nothing needs cross-origin isolation.
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // Campus servers are often reached over plain http on the local network: HSTS is the TLS
  // terminator's business.
  strictTransportSecurity: false,
};

/**
 * Helmet's headers for the options above, worked out once: helmet builds its policy on every
 * call, which cost a hot read a fifth of its time (bench profile); the headers never change.
 */
export function headerKeamanan(opsi: HelmetOptions = KEAMANAN_HEADER): Record<string, string> {
  const header: Record<string, string> = {};
  const res = {
    setHeader(nama: string, nilai: string | number | readonly string[]) {
      header[nama.toLowerCase()] = Array.isArray(nilai) ? nilai.join(', ') : String(nilai);
    },
    removeHeader(nama: string) {
      delete header[nama.toLowerCase()];
    },
  };
  helmet(opsi)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return header;
}

/**
 * The headers of an answer of the API (OWASP REST Security Cheat Sheet): JSON or a download,
 * never a page, so nothing may load in its name, frame it or sniff it. Helmet's document headers
 * (opener policy, origin-agent cluster, DNS prefetch, IE's download and XSS switches, Flash's
 * cross-domain policies) mean nothing to an API answer and cost each one about half a kilobyte
 * of headers to write, validate and parse (the bench's hot reads carried 857 bytes of headers
 * for a 570-byte body).
 */
export const HEADER_API: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** Route config of the calls of the contract (http/route.ts): their answers get HEADER_API. */
export const KONFIG_API = { api: true } as const;

/**
 * Every answer carries the security headers: the calls of the API the short set above, pages,
 * built files and everything else helmet's whole set. A route may set a stricter one of its own.
 */
export function pasangHeaderKeamanan(app: FastifyInstance) {
  const header = headerKeamanan();
  app.addHook('onRequest', (req, reply, done) => {
    const api = (req.routeOptions.config as { api?: boolean } | undefined)?.api === true;
    reply.headers(api ? HEADER_API : header);
    done();
  });
}
