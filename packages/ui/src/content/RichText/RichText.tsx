import { useMemo } from 'react';
import { LoadError } from '../../primitives/LoadError';
import { Skeleton } from '../../primitives/Skeleton';
import { BatasPembersih, type DOMPurify, denganPembersih, pembersihDimuat } from './pembersih';
import * as styles from './RichText.css';

// Stored rich text must not bring scripts, forms or frames into the page.
const LARANGAN_TAG = ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'style'];

/**
 * Sanitises stored HTML (DOMPurify, HTML profile; data: images kept; no style attributes) and
 * makes links open in a new tab with rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string, purify?: DOMPurify): string {
  const body = (purify ?? pembersihDimuat()).sanitize(html, {
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

/**
 * Shows stored rich text safely, in the kit's type styles. Until the sanitiser has loaded (it
 * usually has, see pembersih.ts) a few skeleton lines hold the place.
 */
export function RichText(props: RichTextProps) {
  if (!props.html) return <TeksBersih {...props} purify={null} />;
  return (
    <BatasPembersih
      galat={(ulangi) => <LoadError onRetry={ulangi} />}
      kerangka={
        <div className={styles.root} aria-busy="true">
          <Skeleton width="90%" />
          <Skeleton width="75%" />
        </div>
      }
    >
      <TeksDimuat {...props} />
    </BatasPembersih>
  );
}

function TeksBersih({
  html,
  emptyText = '-',
  purify,
}: RichTextProps & { purify: DOMPurify | null }) {
  const bersih = useMemo(() => (html && purify ? sanitizeHtml(html, purify) : ''), [html, purify]);
  if (!bersih.trim()) return <p className={`${styles.root} ${styles.empty}`}>{emptyText}</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify above
  return <div className={styles.root} dangerouslySetInnerHTML={{ __html: bersih }} />;
}

const TeksDimuat = denganPembersih<RichTextProps>(TeksBersih);
