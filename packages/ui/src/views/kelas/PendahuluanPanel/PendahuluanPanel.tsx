import type { InfoMataKuliah } from '@kampus/api';
import BookOpenText from 'lucide-react/icons/book-open-text';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import { BerkasSilabusCard } from './BerkasSilabusCard';
import * as styles from './PendahuluanPanel.css';

/** The syllabus of a course: text and file (spec 3 'Class' mata_kuliah.pendahuluan.silabus). */
export type SilabusPendahuluan = InfoMataKuliah['pendahuluan']['silabus'];

export interface PendahuluanPanelProps {
  /** `null` while loading or after an error. */
  silabus: SilabusPendahuluan | null;
  /** 'Lihat Silabus, RPS, dan RE' opens the syllabus modal. Hidden when not given. */
  onLihatSilabus?: () => void;
  /** The download of a URL-type file: the app shows 'URL tidak dapat didownload!' (spec 2). */
  onUrlTidakDapatDiunduh?: () => void;
  /** The syllabus file was opened (new tab). */
  onOpenBerkas?: () => void;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Level of the card title. @default 2 */
  titleLevel?: 2 | 3;
}

/** Syllabus text and file, shared by the 'Pendahuluan' panel and the syllabus modal. */
export function IsiSilabus({
  silabus,
  onUrlTidakDapatDiunduh,
  onOpenBerkas,
  headingLevel,
}: {
  silabus: SilabusPendahuluan;
  onUrlTidakDapatDiunduh?: () => void;
  onOpenBerkas?: () => void;
  headingLevel: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const teksId = useId();
  const berkasId = useId();
  return (
    <div className={styles.isi}>
      <section className={styles.bagian} aria-labelledby={teksId}>
        <Heading id={teksId} className={styles.subjudul}>
          Silabus
        </Heading>
        <p className={styles.teks}>{silabus.teks?.trim() || '-'}</p>
      </section>
      <section className={styles.bagian} aria-labelledby={berkasId}>
        <Heading id={berkasId} className={styles.subjudul}>
          Berkas Silabus
        </Heading>
        {silabus.file ? (
          <BerkasSilabusCard
            berkas={silabus.file}
            onUrlTidakDapatDiunduh={onUrlTidakDapatDiunduh}
            onOpen={onOpenBerkas}
          />
        ) : (
          <p className={styles.kosong}>-</p>
        )}
      </section>
    </div>
  );
}

/**
 * A class's 'Pendahuluan' (spec 2 'Class detail'): the syllabus text, its file (an uploaded
 * document, or a link that cannot be downloaded) and 'Lihat Silabus, RPS, dan RE'.
 */
export function PendahuluanPanel({
  silabus,
  onLihatSilabus,
  onUrlTidakDapatDiunduh,
  onOpenBerkas,
  isLoading = false,
  isError = false,
  onRetry,
  titleLevel = 2,
}: PendahuluanPanelProps) {
  let isi: ReactNode;
  if (isLoading || (!silabus && !isError)) {
    isi = (
      <div role="status" aria-busy="true" className={styles.skeleton}>
        <span className={visuallyHidden}>Memuat silabus</span>
        <Skeleton width="30%" />
        <Skeleton />
        <Skeleton width="80%" />
        <Skeleton height="3em" />
      </div>
    );
  } else if (!silabus) {
    isi = <LoadError onRetry={onRetry} />;
  } else {
    isi = (
      <IsiSilabus
        silabus={silabus}
        onUrlTidakDapatDiunduh={onUrlTidakDapatDiunduh}
        onOpenBerkas={onOpenBerkas}
        headingLevel={titleLevel === 2 ? 3 : 4}
      />
    );
  }
  return (
    <Card title="Pendahuluan" titleLevel={titleLevel}>
      <div className={styles.root}>
        {isi}
        {onLihatSilabus ? (
          <div className={styles.footer}>
            <Button variant="secondary" icon={<BookOpenText />} onPress={onLihatSilabus}>
              Lihat Silabus, RPS, dan RE
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
