import type { Materi } from '@kampus/api';
import {
  elipsisNamaBerkas,
  formatJam,
  formatTanggal,
  formatUkuranBerkas,
  LABEL_JENIS_MATERI,
  LABEL_STATUS_SYARAT_MATERI,
  LABEL_TIPE_FILE,
  labelZonaWaktu,
  statusSyaratMateri,
  type TipeFile,
  teksSyaratMateri,
  WARNA_STATUS_SYARAT_MATERI,
  type WaktuInput,
} from '@kampus/domain';
import BookOpen from 'lucide-react/icons/book-open';
import Download from 'lucide-react/icons/download';
import FileArchive from 'lucide-react/icons/file-archive';
import FileAudio from 'lucide-react/icons/file-audio';
import FileVideo from 'lucide-react/icons/file-video';
import Link2 from 'lucide-react/icons/link-2';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ComponentType, useId, useMemo } from 'react';
import { Button as RACButton } from 'react-aria-components';
import {
  BatasPembersih,
  type DOMPurify,
  denganPembersih,
  pembersihDimuat,
} from '../../../content/RichText/pembersih';
import { Button } from '../../../primitives/Button';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import * as styles from './MateriCard.css';

/** Who looks at the material: lecturers manage it, students fulfil its presence. */
export const materiModes = ['pengajar', 'mahasiswa'] as const;
export type MateriMode = (typeof materiModes)[number];

/** The class's presence settings (spec 9 defaults: video 50%, audio 50%, e-book 60 s). */
export interface SyaratPresensiMateri {
  video_persen: number;
  audio_persen: number;
  ebook_detik: number;
}

/** A lucide icon per material type. */
export const IKON_TIPE_MATERI = {
  ebook: BookOpen,
  video: FileVideo,
  audio: FileAudio,
  archive: FileArchive,
  url: Link2,
} as const satisfies Record<TipeFile, ComponentType>;

/** 'DD MMM YYYY, HH:mm WIB' in the class zone (spec 9 formats). */
export function tanggalJamMateri(waktu: WaktuInput | null | undefined, timeZone: string): string {
  const tanggal = formatTanggal(waktu, timeZone);
  if (tanggal === '-') return '-';
  return `${tanggal}, ${formatJam(waktu, timeZone)} ${labelZonaWaktu(timeZone)}`;
}

const BLOK = 'p, div, li, br, h1, h2, h3, h4, h5, h6, tr, td, th, blockquote, pre';

/** Plain text of stored HTML for the excerpt: sanitised, blocks kept apart, cut on a word. */
export function cuplikanMateri(html: string, maks = 200, purify?: DOMPurify): string {
  if (!html.trim()) return '';
  const body = (purify ?? pembersihDimuat()).sanitize(html, {
    USE_PROFILES: { html: true },
    RETURN_DOM: true,
  }) as HTMLElement;
  for (const el of body.querySelectorAll(BLOK)) el.after(' ');
  const teks = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (teks.length <= maks) return teks;
  const potong = teks.slice(0, maks);
  const spasi = potong.lastIndexOf(' ');
  return `${(spasi > maks / 2 ? potong.slice(0, spasi) : potong).trimEnd()}…`;
}

/** The excerpt; two skeleton lines hold its place until the sanitiser has loaded. */
function Cuplikan({ html }: { html: string }) {
  if (!html.trim()) return null;
  // Without the sanitiser the card still works: it only lacks its excerpt.
  return (
    <BatasPembersih
      galat={() => null}
      kerangka={
        <p className={styles.excerpt} aria-hidden="true">
          <Skeleton width="90%" />
          <Skeleton width="60%" />
        </p>
      }
    >
      <CuplikanDimuat html={html} />
    </BatasPembersih>
  );
}

const CuplikanDimuat = denganPembersih<{ html: string }>(function CuplikanIsi({ html, purify }) {
  const teks = useMemo(() => cuplikanMateri(html, undefined, purify), [html, purify]);
  return teks ? <p className={styles.excerpt}>{teks}</p> : null;
});

export interface MateriCardProps {
  materi: Materi;
  /** Server time, for a deadline that has passed. @default now */
  sekarang?: WaktuInput;
  /** 'pengajar' shows the manage buttons and counts; 'mahasiswa' the presence requirement. */
  mode: MateriMode;
  /** Zone of the dates (the class time zone). */
  timeZone: string;
  /** Presence settings of the class. @default spec 9 defaults */
  syarat?: SyaratPresensiMateri;
  /** The title: opens the material. */
  onOpen: () => void;
  /** 'Unduh' (not for url materials). Hidden when not given. */
  onDownload?: () => void;
  /** Lecturers: 'Ubah'. Hidden when not given. */
  onEdit?: () => void;
  /** Lecturers: 'Hapus'. Hidden when not given. */
  onDelete?: () => void;
  /** Level of the title heading. @default 3 */
  headingLevel?: 3 | 4;
}

/**
 * One material (spec 2 'Materials'): type icon, title (opens it), jenis materi and format,
 * uploader and date, a short excerpt. Lecturers get 'Unduh', 'Ubah' and 'Hapus', the display
 * start of a hidden material, and who met the requirement; students see the requirement, the
 * deadline and their own status.
 */
export function MateriCard({
  materi,
  mode,
  timeZone,
  syarat,
  onOpen,
  onDownload,
  onEdit,
  onDelete,
  headingLevel = 3,
  sekarang,
}: MateriCardProps) {
  const judulId = useId();
  const Heading = `h${headingLevel}` as const;
  const Ikon = IKON_TIPE_MATERI[materi.tipe_file];
  const pengajar = mode === 'pengajar';
  const bisaUnduh = materi.tipe_file !== 'url' && onDownload !== undefined;
  const wajibHadir = materi.is_syarat_hadir === true;
  const status = statusSyaratMateri(
    { statusUnduh: materi.presensi?.statusUnduh, deadline: materi.deadline },
    sekarang ?? Date.now(),
  );
  const terakhirUnduh = materi.presensi?.waktuTerakhirDownload;
  const aksi = [
    bisaUnduh ? (
      <Button iconOnly key="unduh" aria-label="Unduh" icon={<Download />} onPress={onDownload} />
    ) : null,
    pengajar && onEdit ? (
      <Button iconOnly key="ubah" aria-label="Ubah" icon={<Pencil />} onPress={onEdit} />
    ) : null,
    pengajar && onDelete ? (
      <Button
        iconOnly
        key="hapus"
        aria-label="Hapus"
        icon={<Trash2 />}
        variant="danger"
        onPress={onDelete}
      />
    ) : null,
  ].filter(Boolean);

  return (
    <article className={styles.card} aria-labelledby={judulId}>
      <span className={`${styles.icon} ${styles.tone[materi.tipe_file]}`} aria-hidden="true">
        <Ikon />
      </span>
      <div className={styles.body}>
        <div className={styles.head}>
          <Heading className={styles.title}>
            <RACButton id={judulId} className={styles.titleButton} onPress={onOpen}>
              {materi.judul}
            </RACButton>
          </Heading>
          {aksi.length > 0 ? <div className={styles.actions}>{aksi}</div> : null}
        </div>

        <div className={styles.tags}>
          <Tag tone="primary">{LABEL_JENIS_MATERI[materi.jenis_materi]}</Tag>
          <Tag tone="grey">{LABEL_TIPE_FILE[materi.tipe_file]}</Tag>
          {pengajar && !materi.tampil ? (
            <Tag tone="warning">Tampil {tanggalJamMateri(materi.waktu_mulai_tampil, timeZone)}</Tag>
          ) : null}
          {pengajar && wajibHadir ? <Tag tone="blue">Syarat Kehadiran</Tag> : null}
          {!pengajar && wajibHadir ? (
            <Tag tone={WARNA_STATUS_SYARAT_MATERI[status]}>
              {LABEL_STATUS_SYARAT_MATERI[status]}
            </Tag>
          ) : null}
        </div>

        <p className={styles.meta}>
          <span className={styles.metaItem}>{materi.created_by?.name ?? '-'}</span>
          <span className={styles.metaItem}>
            <time dateTime={materi.created_at}>
              {tanggalJamMateri(materi.created_at, timeZone)}
            </time>
          </span>
          {materi.file && materi.tipe_file !== 'url' ? (
            <span className={styles.metaItem}>
              {elipsisNamaBerkas(materi.file.nama)} ({formatUkuranBerkas(materi.file.ukuran)})
            </span>
          ) : null}
        </p>

        <Cuplikan html={materi.deskripsi} />

        {wajibHadir || (!pengajar && terakhirUnduh) ? (
          <dl className={styles.presensi}>
            {!pengajar && wajibHadir ? (
              <div className={styles.presensiRow}>
                <dt className={styles.term}>Syarat kehadiran</dt>
                <dd className={styles.value}>{teksSyaratMateri(materi.tipe_file, syarat)}</dd>
              </div>
            ) : null}
            {wajibHadir ? (
              <div className={styles.presensiRow}>
                <dt className={styles.term}>Batas waktu</dt>
                <dd className={styles.value}>{tanggalJamMateri(materi.deadline, timeZone)}</dd>
              </div>
            ) : null}
            {pengajar && wajibHadir ? (
              <div className={styles.presensiRow}>
                <dt className={styles.term}>Kehadiran</dt>
                <dd className={styles.value}>{materi.jumlah_terpenuhi ?? 0} mahasiswa memenuhi</dd>
              </div>
            ) : null}
            {!pengajar && terakhirUnduh ? (
              <div className={styles.presensiRow}>
                <dt className={styles.term}>Unduhan</dt>
                <dd className={styles.value}>
                  Terakhir diunduh {tanggalJamMateri(terakhirUnduh, timeZone)}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
    </article>
  );
}
