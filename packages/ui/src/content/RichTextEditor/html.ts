/// <reference path="../../types/turndown-plugin-gfm.d.ts" />
import { gfm } from '@joplin/turndown-plugin-gfm';
import { Marked } from 'marked';
import TurndownService from 'turndown';

// Rich text is stored as HTML (spec 3: meeting text, material descriptions); the editor edits
// Markdown. These two conversions sit between them: Markdown -> HTML with marked (GFM, so tables
// survive), HTML -> Markdown with turndown and the GFM plugin (tables kept as Markdown tables).

const marked = new Marked({ gfm: true, breaks: false });

/** Markdown to HTML (GFM, synchronous). Empty text gives ''. */
export function markdownKeHtml(markdown: string): string {
  if (markdown.trim() === '') return '';
  return marked.parse(markdown, { async: false }).trim();
}

let turndown: TurndownService | null = null;

function layanan(): TurndownService {
  if (turndown) return turndown;
  const t = new TurndownService({
    headingStyle: 'atx',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '*',
    strongDelimiter: '**',
  });
  t.use(gfm);
  // '- item' and '1. item' rather than turndown's wide '-   item'.
  t.addRule('listItem', {
    filter: 'li',
    replacement: (content, node, options) => {
      const li = node as HTMLElement;
      const induk = li.parentNode as HTMLElement | null;
      let awalan = `${options.bulletListMarker} `;
      if (induk?.nodeName === 'OL') {
        const mulai = induk.getAttribute('start');
        const urutan = Array.prototype.indexOf.call(induk.children, li);
        awalan = `${mulai ? Number(mulai) + urutan : urutan + 1}. `;
      }
      const paragraf = /\n$/.test(content);
      const isi = content.replace(/^\n+/, '').replace(/\n+$/, '') + (paragraf ? '\n' : '');
      return (
        awalan +
        isi.replace(/\n/gm, `\n${' '.repeat(awalan.length)}`) +
        (li.nextSibling ? '\n' : '')
      );
    },
  });
  // An image with a set size stays HTML so the size is not lost on the way through Markdown.
  t.addRule('gambarBerukuran', {
    filter: (node) =>
      node.nodeName === 'IMG' && (node.hasAttribute('width') || node.hasAttribute('height')),
    replacement: (_content, node) => (node as HTMLElement).outerHTML,
  });
  turndown = t;
  return t;
}

/** Stored HTML to Markdown for editing. Empty HTML gives ''. */
export function htmlKeMarkdown(html: string): string {
  if (html.trim() === '') return '';
  return layanan().turndown(html);
}
