import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import * as styles from './RichText.css';

// Stored rich text must not bring scripts, forms or frames into the page.
const LARANGAN_TAG = ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style'];

/**
 * Sanitises stored HTML (DOMPurify, HTML profile; data: images kept; no style attributes) and
 * makes links open in a new tab with rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  const body = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: LARANGAN_TAG,
    // The apps' Content-Security-Policy refuses inline styles: drop them here, not in the console.
    FORBID_ATTR: ['style'],
    RETURN_DOM: true,
  }) as HTMLElement;
  for (const a of body.querySelectorAll('a[href]')) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  return body.innerHTML;
}

export interface RichTextProps {
  /** Stored HTML (meeting text, material description); sanitised before it is shown. */
  html: string | null | undefined;
  /** Shown when there is no text. @default '-' */
  emptyText?: string;
}

/** Shows stored rich text safely, in the kit's type styles. */
export function RichText({ html, emptyText = '-' }: RichTextProps) {
  const bersih = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!bersih.trim()) return <p className={`${styles.root} ${styles.empty}`}>{emptyText}</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify above
  return <div className={styles.root} dangerouslySetInnerHTML={{ __html: bersih }} />;
}
