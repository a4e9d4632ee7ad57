import sanitizeHtml from 'sanitize-html';

/** Rich text allowed in the meeting text (spec 2): headings, emphasis, lists, links, tables,
 * images embedded as data URLs. Scripts, styles and event handlers never pass. */
const OPSI_SANITASI: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ol',
    'ul',
    'li',
    'a',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'align'],
    td: ['colspan', 'rowspan', 'align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data', 'https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** Rich text as stored and shown: cleaned on the server whatever the client sent. */
export function sanitasiHtml(html: string) {
  return sanitizeHtml(html, OPSI_SANITASI).trim();
}

/** Descriptions arrive URI-encoded (spec 7); undecodable text is taken as it is. */
export function dekodeDeskripsi(teks: string) {
  try {
    return decodeURIComponent(teks);
  } catch {
    return teks;
  }
}

const ENTITAS: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
};

/**
 * Stored rich text (HTML, or the Markdown the editor writes) as plain text for a printout:
 * blocks and line breaks become new lines, list items '- ', images '[gambar]', links their text;
 * Markdown marks (#, **, _, `) are dropped.
 */
export function teksPolos(isi: string) {
  const tanpaTag = sanitizeHtml(
    isi
      .replace(/<img\b[^>]*>/gi, '[gambar]')
      .replace(/<li\b[^>]*>/gi, '\n- ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|tr|blockquote|pre|ul|ol|table)>/gi, '\n'),
    { allowedTags: [], allowedAttributes: {} },
  )
    .replace(/&(#?\w+);/g, (m, nama: string) => ENTITAS[nama] ?? m)
    .replace(/\u00a0/g, ' ');
  return tanpaTag
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '[gambar]')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](\S(?:[^*_\n]*\S)?)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^\s*[*+]\s+/gm, '- ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Plain text a user typed (a comment): every tag removed with what scripts and styles hold, the
 * text itself kept as typed ('x < 5 & y > 3' stays so); shown as text, never as HTML.
 */
export function teksTanpaHtml(teks: string) {
  return sanitizeHtml(teks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
