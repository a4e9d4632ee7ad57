import { formatJam, formatTanggal } from '@kampus/domain';
import Send from 'lucide-react/icons/send';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { TextArea, TextField } from 'react-aria-components';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { LoadError } from '../../primitives/LoadError';
import { Skeleton } from '../../primitives/Skeleton';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './ChatPanel.css';

export interface PesanChat {
  id: string;
  nama: string;
  isi: string;
  waktu: string | number | Date;
  avatar_url?: string | null;
  /** The current user's own message (shown on the right). */
  isSaya?: boolean;
}

export interface ChatPanelProps {
  pesan: PesanChat[];
  /** Sends a comment; the input clears once it resolves. */
  onSend: (teks: string) => void | Promise<void>;
  /** Heading of the panel, e.g. 'Percakapan' or 'Komentar'. @default 'Komentar' */
  title?: string;
  /** Level of the heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Time zone of the message times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** @default false */
  isLoading?: boolean;
  /** The messages failed to load. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** A send is running: the button shows a spinner. @default false */
  isSending?: boolean;
  /** Commenting is closed (e.g. the student may not comment). @default false */
  isDisabled?: boolean;
}

/** A comment thread with its input 'Tulis komentar...' (spec 2 'Other generic pieces'). */
export function ChatPanel({
  pesan,
  onSend,
  title = 'Komentar',
  headingLevel = 3,
  timeZone,
  isLoading = false,
  isError = false,
  onRetry,
  isSending = false,
  isDisabled = false,
}: ChatPanelProps) {
  const [teks, setTeks] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const bisaKirim = teks.trim() !== '' && !isSending && !isDisabled;

  // Keep the newest message in view.
  const jumlah = pesan.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && jumlah > 0) log.scrollTop = log.scrollHeight;
  }, [jumlah]);

  const kirim = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!bisaKirim) return;
    await onSend(teks.trim());
    setTeks('');
  };

  let isi: ReactNode;
  if (isLoading) {
    isi = (
      <div role="status" aria-busy="true" className={styles.status}>
        <span className={visuallyHidden}>Memuat komentar</span>
        <Skeleton width="60%" height="2.5em" />
        <Skeleton width="45%" height="2.5em" />
      </div>
    );
  } else if (isError) {
    isi = <LoadError onRetry={onRetry} />;
  } else if (pesan.length === 0) {
    isi = <EmptyState judul="Belum ada komentar" pesan="Tulis komentar pertama di bawah ini." />;
  } else {
    isi = (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard
      <div ref={logRef} className={styles.log} role="log" aria-labelledby={titleId} tabIndex={0}>
        <ol className={styles.list}>
          {pesan.map((p) => (
            <li key={p.id} className={`${styles.message} ${p.isSaya ? styles.own : ''}`}>
              <Avatar name={p.nama} src={p.avatar_url} isDecorative />
              <div className={styles.bubble}>
                <span className={styles.meta}>
                  <span className={styles.name}>{p.nama}</span>
                  <span>
                    {formatTanggal(p.waktu, timeZone)} {formatJam(p.waktu, timeZone)}
                  </span>
                </span>
                <p className={styles.text}>{p.isi}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {isi}
      <form className={styles.form} onSubmit={kirim}>
        <TextField
          className={styles.field}
          aria-label="Komentar"
          value={teks}
          onChange={setTeks}
          isDisabled={isDisabled}
        >
          <TextArea
            className={styles.input}
            placeholder="Tulis komentar..."
            rows={1}
            onKeyDown={(e) => {
              // Enter sends; Shift+Enter adds a line.
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void kirim();
              }
            }}
          />
        </TextField>
        <Button
          type="submit"
          icon={<Send />}
          isDisabled={!bisaKirim && !isSending}
          isPending={isSending}
        >
          Kirim
        </Button>
      </form>
    </section>
  );
}
