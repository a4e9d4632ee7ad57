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
