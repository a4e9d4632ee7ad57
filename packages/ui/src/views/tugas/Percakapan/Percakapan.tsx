import { DEFAULT_ZONA_WAKTU, formatJam, formatTanggal } from '@kampus/domain';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Modal } from '../../../overlays/Modal';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { TextArea } from '../../../primitives/TextArea';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './Percakapan.css';

/** A comment of a thread (spec 6 'Comment group': the student is Mahasiswa, lecturers Dosen). */
export interface KomentarView {
  id: string;
  nama: string;
  /** 'Mahasiswa' or 'Dosen' (the server decides, spec 6). */
  peran: string;
  isi: string;
  /** ISO time of posting, on the server's clock. */
  waktu_posting: string;
  /** The caller may delete it (their own). */
  bolehHapus?: boolean;
  avatar_url?: string | null;
}

export interface PercakapanPanelProps {
  /** Oldest first. */
  komentar: KomentarView[];
  /** @default the college's default zone */
  timeZone?: string;
  /** Sends a comment; resolves when the server took it (the field then empties). */
  onKirim?: (isi: string) => Promise<unknown> | undefined;
  /** Hides the composer (no right to comment). @default false */
  isReadOnly?: boolean;
  onHapus?: (id: string) => void;
  /** Older comments exist: shows 'Muat komentar sebelumnya'. @default false */
  adaSebelumnya?: boolean;
  onMuatSebelumnya?: () => void;
  /** The longest comment. @default 2000 */
  maksPanjang?: number;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  onRetry?: () => void;
}

function waktuKomentar(iso: string, tz: string) {
  return `${formatTanggal(iso, tz)} ${formatJam(iso, tz)}`;
}

/**
 * A comment thread ('Percakapan', spec 2 and 7): the comments oldest first with name, role tag
 * and time, one's own deletable, and the field 'Tulis komentar...'. New comments arrive from
 * outside (the live stream) and the list keeps the newest in view. A failed send keeps the text.
 */
export function PercakapanPanel({
  komentar,
  timeZone = DEFAULT_ZONA_WAKTU,
  onKirim,
  isReadOnly = false,
  onHapus,
  adaSebelumnya = false,
  onMuatSebelumnya,
  maksPanjang = 2000,
  isLoading = false,
  isError = false,
  onRetry,
}: PercakapanPanelProps) {
  const [isi, setIsi] = useState('');
  const [mengirim, setMengirim] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);
  const daftarRef = useRef<HTMLOListElement>(null);
  const terakhir = komentar.at(-1)?.id;

  // The newest comment in view when one arrives (posted here or by someone else).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest comment changes
  useEffect(() => {
    const el = daftarRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [terakhir]);

  const kirim = async () => {
    const teks = isi.trim();
    if (!teks || !onKirim || mengirim) return;
    setMengirim(true);
    setGalat(null);
    try {
      await onKirim(teks);
      setIsi('');
    } catch (err) {
      setGalat(err instanceof Error ? err.message : 'Komentar gagal dikirim');
    } finally {
      setMengirim(false);
    }
  };

  let isiDaftar: ReactNode;
  if (isLoading) {
    isiDaftar = (
      <div role="status" aria-busy="true" className={styles.kosong}>
        <span className={visuallyHidden}>Memuat komentar</span>
        <Skeleton width="70%" />
        <Skeleton width="55%" />
      </div>
    );
  } else if (isError) {
    isiDaftar = <LoadError onRetry={onRetry} />;
  } else if (komentar.length === 0) {
    isiDaftar = <p className={styles.kosong}>Belum ada komentar.</p>;
  } else {
    isiDaftar = (
      <ol ref={daftarRef} className={styles.daftar} aria-label="Komentar" aria-live="polite">
        {komentar.map((k) => (
          <li key={k.id} className={styles.komentar}>
            <Avatar name={k.nama} src={k.avatar_url ?? undefined} isDecorative />
            <div className={styles.badan}>
              <div className={styles.kepala}>
                <span className={styles.nama}>{k.nama}</span>
                <Tag tone={k.peran === 'Dosen' ? 'blue' : 'grey'}>{k.peran}</Tag>
                <time className={styles.waktu} dateTime={k.waktu_posting}>
                  {waktuKomentar(k.waktu_posting, timeZone)}
                </time>
                {k.bolehHapus && onHapus ? (
                  <Button
                    iconOnly
                    size="small"
                    variant="danger"
                    icon={<Trash2 />}
                    aria-label={`Hapus komentar ${waktuKomentar(k.waktu_posting, timeZone)}`}
                    onPress={() => onHapus(k.id)}
                  />
                ) : null}
              </div>
              <p className={styles.isi}>{k.isi}</p>
            </div>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className={styles.root}>
      {adaSebelumnya && onMuatSebelumnya && !isLoading && !isError ? (
        <Button variant="ghost" size="small" onPress={onMuatSebelumnya}>
          Muat komentar sebelumnya
        </Button>
      ) : null}
      {isiDaftar}
      {isReadOnly || !onKirim ? null : (
        // Not a <form>: the chat modal's body sits inside the kit Modal's form, and a nested
        // form's submit reloaded the page in the browser. Enter and 'Kirim' send.
        <div className={styles.tulis}>
          <TextArea
            aria-label="Komentar"
            placeholder="Tulis komentar..."
            rows={2}
            value={isi}
            onChange={setIsi}
            maxLength={maksPanjang}
            showCounter={isi.length > maksPanjang * 0.8}
            errorMessage={galat ?? undefined}
            isInvalid={galat !== null}
            onKeyDown={(e) => {
              // Enter sends, Shift+Enter starts a new line.
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                void kirim();
              }
            }}
          />
          <Button
            icon={<SendHorizontal />}
            onPress={() => void kirim()}
            isPending={mengirim}
            isDisabled={isi.trim() === '' || isLoading}
          >
            Kirim
          </Button>
        </div>
      )}
    </div>
  );
}

export interface PercakapanModalProps extends PercakapanPanelProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose thread: the student or the group, e.g. 'Kelompok 1'. */
  subjudul?: string;
}

/** The chat modal 'Percakapan' (spec 2 'Assignments'). */
export function PercakapanModal({
  isOpen,
  onOpenChange,
  subjudul,
  ...panel
}: PercakapanModalProps) {
  return (
    <Modal
      title="Percakapan"
      subtitle={subjudul}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      width={600}
      canSubmit={false}
      cancelLabel="Tutup"
      isDismissable
    >
      <PercakapanPanel {...panel} />
    </Modal>
  );
}
