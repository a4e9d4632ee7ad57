import type { Plugin } from 'vite';

/** Keeps only these react-aria label locales (default en-US, what id-ID falls back to). */
export function localesReactAria(simpan?: readonly string[]): Plugin;

/** Writes `.br` and `.gz` copies beside the build's text files (served by the server as is). */
export function kompresiAset(opsi?: { minBytes?: number }): Plugin;

/** Adds `<link rel="preload" as="font">` for the font file matching `pola` (default: Latin). */
export function preloadFont(pola?: RegExp): Plugin;

/** vite-plugin-pwa options of an app: manifest, precached shell, no API caching, prompt. */
export function opsiPwa(opsi: {
  nama: string;
  namaPendek: string;
  deskripsi: string;
}): Record<string, unknown>;
