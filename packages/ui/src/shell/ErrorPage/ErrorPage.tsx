import { useId } from 'react';
import { Button } from '../../primitives/Button';
import * as styles from './ErrorPage.css';

export interface ErrorPageAction {
  label: string;
  href: string;
}

export interface ErrorPageProps {
  /** HTTP-like status: 404 shows the not-found text, others 'Error {code}'. */
  code: number;
  /** Shown under 'Error {code}' (ignored for 404, which has its own hint). */
  message?: string;
  /** @default { label: 'Kembali ke Beranda', href: '/beranda' } */
  action?: ErrorPageAction;
}

const DEFAULT_ACTION: ErrorPageAction = { label: 'Kembali ke Beranda', href: '/beranda' };

/** Full-page error (spec 2 'Routes'): the 404 page or 'Error {code}' with the message. */
export function ErrorPage({ code, message, action = DEFAULT_ACTION }: ErrorPageProps) {
  const headingId = useId();
  const isNotFound = code === 404;
  const heading = isNotFound ? 'Uppss!!! Alamat yang Anda tuju tidak ditemukan' : `Error ${code}`;
  const text = isNotFound
    ? 'Silakan periksa kembali alamat (URL) yang Anda tuju atau hubungi administrator.'
    : message;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      {isNotFound ? (
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      ) : null}
      <h1 id={headingId} className={styles.heading}>
        {heading}
      </h1>
      {text ? <p className={styles.message}>{text}</p> : null}
      <Button href={action.href} variant="primary">
        {action.label}
      </Button>
    </section>
  );
}
