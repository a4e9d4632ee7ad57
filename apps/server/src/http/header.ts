import type { FastifyHelmetOptions } from '@fastify/helmet';
import { PENAMPIL_DOKUMEN_DEFAULT } from '@kampus/domain';

/** The origin of the external document viewer (spec 7 'Document preview'). */
const penampilDokumen = new URL(PENAMPIL_DOKUMEN_DEFAULT.replace('{url}', '')).origin;

/**
 * Security headers of every answer (@fastify/helmet). The built apps load only their own
 * scripts and styles (no inline script: runtime settings come in a meta element), are never
 * framed, and frame only our stored files and the document viewer. Stored files set their own,
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
  frameSrc: ["'self'", penampilDokumen],
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

export const KEAMANAN_HEADER: FastifyHelmetOptions = {
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
