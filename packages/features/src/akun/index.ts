import type { HalamanDef } from '../app';
import { lazyHalaman } from '../app/lazyHalaman';

/** /pengaturan: the signed-in user's account settings. */
export const rutePengaturan: HalamanDef = {
  path: '/pengaturan',
  judul: 'Pengaturan',
  komponen: lazyHalaman(() => import('./PengaturanHalaman')),
};

/** The account pages the app shell opens itself (login, /forbidden, the OAuth return), loaded when shown. */
export const muatLoginHalaman = () => import('./LoginHalaman');
export const muatForbiddenHalaman = () => import('./ForbiddenHalaman');
/** /forbidden/{meetingId}: an exam meeting restricted by attendance (issue 25). */
export const muatForbiddenPertemuanHalaman = () => import('./ForbiddenPertemuanHalaman');
export const muatOAuthHalaman = () => import('./OAuthHalaman');
