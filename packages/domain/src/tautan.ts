// Stored links (materials of type url, syllabus links, vidcon links): only http and https, with
// http prepended to a link without a scheme (spec 5 'Vidcon form').

export const PESAN_TAUTAN = {
  /** A scheme other than http(s) (javascript:, data:, vbscript:, file: ...) or no host. */
  tidakValid: 'Link harus berupa alamat web yang diawali http:// atau https://',
} as const;

// The WHATWG URL parser is a global in every runtime the domain runs in (browsers, Node); the
// domain's tsconfig has neither DOM nor Node types, so only what is used is declared.
declare const URL: new (url: string) => { protocol: string; hostname: string };

/** Longest link kept; longer text is not a link anyone typed. */
export const MAKS_PANJANG_TAUTAN = 2000;

// The URL standard drops tabs and newlines anywhere and trims C0 controls and spaces, so
// 'java\tscript:' is 'javascript:' to a browser; the check must read the text the same way.
const DIBUANG_URL = /[\t\n\r]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters trimmed
const TEPI_URL = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: controls left inside are refused
const KONTROL = /[\u0000-\u001f\u007f]/;
/** 'name:' at the start is a scheme unless it is a host with a port ('localhost:8080/x'). */
const SKEMA = /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i;

/** A link without a scheme gets http prepended (spec 5); empty stays empty. */
export function normalisasiLink(link: string | null | undefined): string {
  const bersih = (link ?? '').replace(DIBUANG_URL, '').replace(TEPI_URL, '');
  if (bersih === '') return '';
  return SKEMA.test(bersih) ? bersih : `http://${bersih}`;
}

/**
 * The link as stored and shown when it is an http(s) address with a host, else null: never a
 * `javascript:`, `data:`, `vbscript:` or `file:` link, however it is cased or split.
 */
export function tautanHttp(link: string | null | undefined): string | null {
  const normal = normalisasiLink(link);
  if (normal === '' || normal.length > MAKS_PANJANG_TAUTAN || KONTROL.test(normal)) return null;
  // '/path' or '\\host' is not a host name, though 'http://' + it would parse as one.
  if (/^https?:\/\/[/\\]/i.test(normal)) return null;
  let url: { protocol: string; hostname: string };
  try {
    url = new URL(normal);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '') return null;
  return normal;
}
