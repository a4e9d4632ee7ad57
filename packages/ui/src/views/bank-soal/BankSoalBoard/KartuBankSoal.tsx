import type { BankSoal } from '@kampus/api';
import { formatJam, formatTanggal, labelZonaWaktu } from '@kampus/domain';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Copy from 'lucide-react/icons/copy';
import Eye from 'lucide-react/icons/eye';
import FileQuestion from 'lucide-react/icons/file-question';
import Trash2 from 'lucide-react/icons/trash-2';
import UserRound from 'lucide-react/icons/user-round';
import { useId } from 'react';
import { Button } from '../../../primitives/Button';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './BankSoalBoard.css';

/** A bank without lecturer (spec 2 'Question bank'). */
export const TEKS_BELUM_ADA_DOSEN = 'Belum Ada Dosen';

export interface KartuBankSoalProps {
  bank: BankSoal;
  timeZone: string;
  headingLevel: 3 | 4;
  hrefLihat?: (id: string) => string;
  onLihat?: (bank: BankSoal) => void;
  onDuplikat?: () => void;
  isDuplikatPending: boolean;
  onHapus?: () => void;
}

/** One bank of the board. */
export function KartuBankSoal({
  bank,
  timeZone,
  headingLevel,
  hrefLihat,
  onLihat,
  onDuplikat,
  isDuplikatPending,
  onHapus,
}: KartuBankSoalProps) {
  const judulId = useId();
  const Heading = `h${headingLevel}` as const;
  const dibuat = `${formatTanggal(bank.created_at, timeZone)}, ${formatJam(bank.created_at, timeZone)} ${labelZonaWaktu(timeZone)}`;
  const lihat = {
    variant: 'secondary' as const,
    size: 'small' as const,
    icon: <Eye />,
    'aria-label': `Lihat ${bank.judul}`,
    children: 'Lihat',
  };
  return (
    <article className={styles.card} aria-labelledby={judulId}>
      <div className={styles.cardHead}>
        <Heading id={judulId} className={styles.title} title={bank.judul}>
          {bank.judul}
        </Heading>
        <Tag tone={bank.ditampilkan ? 'success' : 'grey'}>
          {bank.ditampilkan ? 'Ditampilkan' : 'Disembunyikan'}
        </Tag>
      </div>
      <p className={styles.matkul}>
        <span className={styles.kode}>{bank.mata_kuliah.kode}</span>
        <span className={styles.namaMatkul} title={bank.mata_kuliah.nama}>
          {bank.mata_kuliah.nama}
        </span>
      </p>
      <dl className={styles.meta}>
        <div className={styles.metaRow}>
          <dt>
            <UserRound aria-hidden="true" className={styles.metaIcon} />
            <span className={visuallyHidden}>Dosen</span>
          </dt>
          <dd className={bank.dosen ? styles.metaValue : `${styles.metaValue} ${styles.muted}`}>
            {bank.dosen?.nama ?? TEKS_BELUM_ADA_DOSEN}
          </dd>
        </div>
        <div className={styles.metaRow}>
          <dt>
            <FileQuestion aria-hidden="true" className={styles.metaIcon} />
            <span className={visuallyHidden}>Jumlah soal</span>
          </dt>
          <dd className={styles.metaValue}>{bank.jumlah_soal} Soal</dd>
        </div>
        <div className={styles.metaRow}>
          <dt>
            <CalendarClock aria-hidden="true" className={styles.metaIcon} />
            <span className={visuallyHidden}>Dibuat</span>
          </dt>
          <dd className={styles.metaValue}>
            <time dateTime={bank.created_at}>{dibuat}</time>
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {onLihat && !hrefLihat ? (
          <Button {...lihat} onPress={() => onLihat(bank)} />
        ) : (
          <Button
            {...lihat}
            href={hrefLihat?.(bank.id) ?? `/bank-soal/${encodeURIComponent(bank.id)}`}
          />
        )}
        {onDuplikat ? (
          <Button
            variant="secondary"
            size="small"
            icon={<Copy />}
            aria-label={`Duplicate ${bank.judul}`}
            isPending={isDuplikatPending}
            onPress={onDuplikat}
          >
            Duplicate
          </Button>
        ) : null}
        {onHapus ? (
          <Button
            variant="secondary"
            size="small"
            icon={<Trash2 />}
            aria-label={`Delete ${bank.judul}`}
            isDisabled={isDuplikatPending}
            onPress={onHapus}
          >
            Delete
          </Button>
        ) : null}
      </div>
    </article>
  );
}
