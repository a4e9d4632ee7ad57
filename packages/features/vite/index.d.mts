import type { Plugin } from 'vite';

/** Keeps only these react-aria label locales (default en-US, what id-ID falls back to). */
export function localesReactAria(simpan?: readonly string[]): Plugin;
