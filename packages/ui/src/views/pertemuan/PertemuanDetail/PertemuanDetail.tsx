import type { Pertemuan } from '@kampus/api';
import {
  formatRentangJam,
  formatTanggal,
  judulPertemuan,
  LABEL_JENIS_PERTEMUAN,
  LABEL_KATEGORI_PERTEMUAN,
  namaLengkapPengajar,
  statusPertemuan,
} from '@kampus/domain';
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import Square from 'lucide-react/icons/square';
import UserCheck from 'lucide-react/icons/user-check';
import { type ReactNode, useId } from 'react';
import { RichText, usePramuatPembersih } from '../../../content/RichText';
import { Button } from '../../../primitives/Button';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import { AKTIVITAS, type JenisAktivitas, jenisAktivitas } from '../MeetingMenuItem';
import * as styles from './PertemuanDetail.css';

/** The meeting fields the detail shows (spec 3 'Meeting'); a whole `Pertemuan` fits. */
export type PertemuanDetailData = Pick<
  Pertemuan,
  | 'nomor'
  | 'judul'
  | 'deskripsi'
  | 'teks'
  | 'kategori'
  | 'jenis'
  | 'status'
  | 'waktu_mulai'
  | 'waktu_selesai'
  | 'sesi'
  | 'ruangan'
  | 'pengajar_kelas'
  | 'count_activity'
>;

export interface PertemuanDetailProps {
  /** The meeting (GET /lms/pertemuan/{id}); `null` while loading or after an error. */
  pertemuan: PertemuanDetailData | null;
  /** Time zone of the meeting times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** Staff: 'Ubah Pertemuan' opens 'Ubah Data Pertemuan'. Hidden when not given. */
  onEdit?: () => void;
  /** Staff: 'Ubah Teks' opens the meeting text editor. Hidden when not given. */
  onEditTeks?: () => void;
  /** Staff: 'Kehadiran Kelas', the meeting's attendance page. Hidden when not given. */
  hrefKehadiran?: string;
  /** Staff: 'Mulai Pertemuan', shown only while the meeting has not started. */
  onStart?: () => void;
  /** Staff: 'Akhiri Pertemuan', shown only while the meeting runs. */
  onEnd?: () => void;
  /** The start call is running. @default false */
  isStarting?: boolean;
  /** The end call is running. @default false */
  isEnding?: boolean;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' (spec 8 'Page loads': meeting detail). @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Level of the meeting title. @default 2 */
  headingLevel?: 2 | 3;
  /** Below the text: the meeting's materials board. */
  children?: ReactNode;
}

/** Activity names of the meeting detail: exams read 'Kuis/Ujian' (spec 9 BAP activity types). */
const labelAktivitas = (j: JenisAktivitas) => (j === 'ujian' ? 'Kuis/Ujian' : AKTIVITAS[j].label);

function Baris({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * One meeting (spec 2 'Class detail', 3 'Meeting'): number, title, category, type and status tags,
 * date and time with the zone, session, room, teaching lecturers, description, activity counts and
 * the meeting text. Staff actions appear only when their callbacks are given.
 */
export function PertemuanDetail({
  pertemuan,
  timeZone,
  onEdit,
  onEditTeks,
  hrefKehadiran,
  onStart,
  onEnd,
  isStarting = false,
  isEnding = false,
  isLoading = false,
  isError = false,
  onRetry,
  headingLevel = 2,
  children,
}: PertemuanDetailProps) {
  // The meeting text needs the sanitiser: load it while the meeting itself loads.
  usePramuatPembersih();
  const judulId = useId();
  const teksId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  if (isLoading || (!pertemuan && !isError)) {
    return (
      <div className={styles.root} role="status" aria-busy="true">
        <span className={visuallyHidden}>Memuat pertemuan</span>
        <div className={styles.skeleton}>
          <Skeleton width="6rem" />
          <Skeleton width="70%" height="1.75em" />
          <Skeleton width="40%" />
          <Skeleton width="90%" />
          <Skeleton width="80%" />
          <Skeleton height="6em" />
        </div>
      </div>
    );
  }
  if (!pertemuan) {
    return (
      <div className={styles.root}>
        <LoadError onRetry={onRetry} />
      </div>
    );
  }

  const status = statusPertemuan(pertemuan.status);
  const judul = judulPertemuan(pertemuan);
  const nomor = `Pertemuan ${pertemuan.nomor}`;
  const pengajar = pertemuan.pengajar_kelas.filter((p) => p.is_pengajar);
  const bolehMulai = onStart && pertemuan.status === 'belum_dimulai';
  const bolehAkhiri = onEnd && pertemuan.status === 'berlangsung';

  return (
    <article className={styles.root} aria-labelledby={judulId}>
      <header className={styles.header}>
        <div className={styles.headMain}>
          {judul !== nomor ? <p className={styles.eyebrow}>{nomor}</p> : null}
          <Heading id={judulId} className={styles.title}>
            {judul}
          </Heading>
          <div className={styles.tags}>
            <Tag tone={pertemuan.kategori === 'kuliah' ? 'grey' : 'warning'}>
              {LABEL_KATEGORI_PERTEMUAN[pertemuan.kategori]}
            </Tag>
            <Tag tone="primary">{LABEL_JENIS_PERTEMUAN[pertemuan.jenis]}</Tag>
            <Tag tone={status.warna}>{status.label}</Tag>
          </div>
        </div>
        {onEdit || hrefKehadiran || bolehMulai || bolehAkhiri ? (
          <div className={styles.actions}>
            {hrefKehadiran ? (
              <Button variant="secondary" icon={<UserCheck />} href={hrefKehadiran}>
                Kehadiran Kelas
              </Button>
            ) : null}
            {onEdit ? (
              <Button variant="secondary" icon={<Pencil />} onPress={onEdit}>
                Ubah Pertemuan
              </Button>
            ) : null}
            {bolehMulai ? (
              <Button icon={<Play />} onPress={onStart} isPending={isStarting}>
                Mulai Pertemuan
              </Button>
            ) : null}
            {bolehAkhiri ? (
              <Button variant="danger" icon={<Square />} onPress={onEnd} isPending={isEnding}>
                Akhiri Pertemuan
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>

      <dl className={styles.info}>
        <Baris label="Tanggal">{formatTanggal(pertemuan.waktu_mulai, timeZone)}</Baris>
        <Baris label="Waktu">
          {formatRentangJam(pertemuan.waktu_mulai, pertemuan.waktu_selesai, timeZone, true)}
        </Baris>
        <Baris label="Sesi">{pertemuan.sesi?.nama ?? '-'}</Baris>
        <Baris label="Ruangan">{pertemuan.ruangan?.nama ?? '-'}</Baris>
        <Baris label="Pengajar">
          {pengajar.length > 0 ? (
            <ul className={styles.pengajar}>
              {pengajar.map((p) => (
                <li key={p.id}>{namaLengkapPengajar(p)}</li>
              ))}
            </ul>
          ) : (
            '-'
          )}
        </Baris>
        <Baris label="Deskripsi">{pertemuan.deskripsi.trim() || '-'}</Baris>
      </dl>

      <ul className={styles.counts} aria-label="Aktivitas">
        {jenisAktivitas.map((j) => {
          const { Ikon } = AKTIVITAS[j];
          return (
            <li key={j} className={styles.count}>
              <span className={styles.countIcon} aria-hidden="true">
                <Ikon />
              </span>
              <span className={styles.countLabel}>{labelAktivitas(j)}</span>
              <span className={styles.countValue}>{pertemuan.count_activity[j] ?? 0}</span>
            </li>
          );
        })}
      </ul>

      <section className={styles.teks} aria-labelledby={teksId}>
        <div className={styles.teksHead}>
          <SubHeading id={teksId} className={styles.subtitle}>
            Teks Pertemuan
          </SubHeading>
          {onEditTeks ? (
            <Button variant="secondary" size="small" icon={<Pencil />} onPress={onEditTeks}>
              Ubah Teks
            </Button>
          ) : null}
        </div>
        <RichText html={pertemuan.teks} emptyText="Belum ada teks pertemuan." />
      </section>

      {children ? <div className={styles.children}>{children}</div> : null}
    </article>
  );
}
