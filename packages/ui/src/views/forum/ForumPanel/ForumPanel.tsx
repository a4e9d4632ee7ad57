import type { Forum } from '@kampus/api';
import {
  formatRentangWaktu,
  formatTanggalJam,
  type StatusForum,
  tombolKelolaForumTampil,
} from '@kampus/domain';
import ChevronDown from 'lucide-react/icons/chevron-down';
import CircleCheck from 'lucide-react/icons/circle-check';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ReactNode, useId, useState } from 'react';
import { Disclosure, DisclosurePanel, Heading, Button as RACButton } from 'react-aria-components';
import { RichText } from '../../../content/RichText';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag, type TagTone } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './ForumPanel.css';

/** Who looks at the forums: students take part, staff manage them. */
export const peranForumPanel = ['mahasiswa', 'staf'] as const;
export type PeranForumPanel = (typeof peranForumPanel)[number];

export const PESAN_FORUM_KOSONG = 'Belum ada forum pada pertemuan ini.';
export const PESAN_FORUM_KOSONG_SEMUA = 'Belum ada forum diskusi di kelas Anda.';
export const TEKS_KONFIRMASI_HAPUS_FORUM = 'Anda yakin ingin menghapus forum ini?';

export const LABEL_STATUS_FORUM: Record<StatusForum, { label: string; tone: TagTone }> = {
  belum_dimulai: { label: 'Belum Dimulai', tone: 'grey' },
  berlangsung: { label: 'Sedang Berlangsung', tone: 'success' },
  selesai: { label: 'Selesai', tone: 'dark' },
};

export interface ForumPanelProps {
  /** The forums (one meeting's, or every class's on /forum). */
  forum: readonly Forum[];
  /** Students take part; staff manage. */
  peran: PeranForumPanel;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Zone of the times (the class time zone). @default 'Asia/Jakarta' */
  timeZone?: string;
  /** Level of the panel heading; each forum is one below. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * 'semua': the /forum list (every class: the course and class show on each item, the card
   * is titled 'Forum Diskusi'). @default 'pertemuan'
   */
  varian?: 'pertemuan' | 'semua';
  /** Where 'Buka Forum' goes. @default the forum's link (spec 2) */
  hrefForum?: (forum: Forum) => string;
  /** Staff: 'Tambah Forum'. Hidden when not given. */
  onTambah?: () => void;
  /** 'Ubah', shown on an editable and open forum (spec 2). Hidden when not given. */
  onUbah?: (forum: Forum) => void;
  /** 'Hapus' after the confirmation, on an editable and open forum. Hidden when not given. */
  onHapus?: (forum: Forum) => void;
  /** Under the list (the /forum page's paging). */
  footer?: ReactNode;
}

interface ItemProps
  extends Pick<
    ForumPanelProps,
    'peran' | 'timeZone' | 'headingLevel' | 'varian' | 'hrefForum' | 'onUbah' | 'onHapus'
  > {
  f: Forum;
  isExpanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onMintaHapus: () => void;
}

function ItemForum({
  f,
  peran,
  timeZone,
  headingLevel = 2,
  varian = 'pertemuan',
  hrefForum = (x) => x.link,
  onUbah,
  onHapus,
  isExpanded,
  onExpandedChange,
  onMintaHapus,
}: ItemProps) {
  const judulId = useId();
  const staf = peran === 'staf';
  const status = LABEL_STATUS_FORUM[f.status];
  const kelola = tombolKelolaForumTampil({ bisaDiubah: f.bisa_diubah, terbuka: f.terbuka });
  return (
    <Disclosure
      className={styles.item}
      // Spec 2: collapsed for students before it starts (its posts are not readable yet).
      isDisabled={f.terlipat}
      isExpanded={isExpanded && !f.terlipat}
      onExpandedChange={onExpandedChange}
    >
      <div className={styles.head}>
        <Heading level={headingLevel + 1} className={styles.heading}>
          <RACButton slot="trigger" className={styles.trigger}>
            <span className={styles.chevron} aria-hidden="true">
              <ChevronDown size="100%" />
            </span>
            <span id={judulId} className={styles.title}>
              {f.judul}
            </span>
          </RACButton>
        </Heading>
        {kelola && (onUbah || onHapus) ? (
          <div className={styles.actions}>
            {onUbah ? (
              <Button
                iconOnly
                aria-label="Ubah"
                aria-describedby={judulId}
                icon={<Pencil />}
                onPress={() => onUbah(f)}
              />
            ) : null}
            {onHapus ? (
              <Button
                iconOnly
                aria-label="Hapus"
                aria-describedby={judulId}
                icon={<Trash2 />}
                variant="danger"
                onPress={onMintaHapus}
              />
            ) : null}
          </div>
        ) : null}
      </div>

      <div className={styles.tags}>
        <Tag tone="primary">Pertemuan {f.pertemuan.nomor}</Tag>
        <Tag tone={status.tone}>{status.label}</Tag>
        {f.unread_count > 0 ? (
          <Tag tone="danger" appearance="solid">
            {f.unread_count} belum dibaca
          </Tag>
        ) : null}
        {!staf && f.completed ? (
          <span className={styles.selesai}>
            <CircleCheck aria-hidden="true" size={16} />
            Sudah memenuhi minimal post
          </span>
        ) : null}
      </div>

      <p className={styles.meta}>
        {varian === 'semua' ? (
          <span className={styles.metaItem}>
            {f.kelas_kuliah.mata_kuliah.nama} ({f.kelas_kuliah.kelas.nama})
          </span>
        ) : null}
        <span className={styles.metaItem}>
          <span className={visuallyHidden}>Waktu: </span>
          {formatRentangWaktu(f.waktu_mulai, f.waktu_selesai, timeZone)}
        </span>
        <span className={styles.metaItem}>
          Aktivitas terakhir:{' '}
          {f.last_chat_time ? formatTanggalJam(f.last_chat_time, timeZone) : 'belum ada postingan'}
        </span>
        {staf ? (
          <span className={styles.metaItem}>
            Peserta: {f.jumlah_peserta_join}/{f.jumlah_peserta}
          </span>
        ) : (
          <span className={styles.metaItem}>
            Postingan Anda: {f.jumlah_post_saya} (minimal {f.minimal_post})
          </span>
        )}
      </p>

      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelIsi}>
          <RichText html={f.deskripsi} />
          <div className={styles.tombol}>
            <Button size="small" href={hrefForum(f)} aria-describedby={judulId}>
              Buka Forum
            </Button>
          </div>
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}

/**
 * The forums of a meeting (spec 2 'Forum', 3 'Forum'), or every class's on /forum: each with
 * its title, meeting number, status, times, unread badge and last activity; a student's tick once
 * they posted the minimum, and a forum that has not started collapsed and disabled for them.
 * Staff see who took part; 'Ubah' and 'Hapus' (asked first) show on an editable and open forum.
 */
export function ForumPanel({
  forum,
  isLoading = false,
  isError = false,
  onRetry,
  headingLevel = 2,
  varian = 'pertemuan',
  footer,
  onTambah,
  ...rest
}: ForumPanelProps) {
  // Forums start expanded; the ones a user collapses stay so.
  const [tertutup, setTertutup] = useState<ReadonlySet<string>>(() => new Set());
  const [dihapus, setDihapus] = useState<Forum | null>(null);

  let isi: ReactNode;
  if (isError) {
    isi = <LoadError onRetry={onRetry} />;
  } else if (isLoading) {
    isi = (
      <div role="status" aria-busy="true" className={styles.list}>
        <span className={visuallyHidden}>Memuat forum</span>
        <Skeleton height="6em" />
        <Skeleton height="6em" />
      </div>
    );
  } else if (forum.length === 0) {
    isi = (
      <EmptyState
        icon={<MessagesSquare />}
        pesan={varian === 'semua' ? PESAN_FORUM_KOSONG_SEMUA : PESAN_FORUM_KOSONG}
      />
    );
  } else {
    isi = (
      <ul className={styles.list} aria-label="Daftar forum">
        {forum.map((f) => (
          <li key={f.id}>
            <ItemForum
              {...rest}
              varian={varian}
              headingLevel={headingLevel}
              f={f}
              isExpanded={!tertutup.has(f.id)}
              onExpandedChange={(buka) =>
                setTertutup((lama) => {
                  const baru = new Set(lama);
                  if (buka) baru.delete(f.id);
                  else baru.add(f.id);
                  return baru;
                })
              }
              onMintaHapus={() => setDihapus(f)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={varian === 'semua' ? 'Forum Diskusi' : 'Forum'}
      titleLevel={headingLevel}
      headerActions={
        rest.peran === 'staf' && onTambah ? (
          <Button size="small" icon={<Plus />} onPress={onTambah}>
            Tambah Forum
          </Button>
        ) : undefined
      }
    >
      {isi}
      {footer}
      <ConfirmDialog
        isOpen={dihapus !== null}
        onOpenChange={(buka) => {
          if (!buka) setDihapus(null);
        }}
        variant="batal-hapus"
        message={TEKS_KONFIRMASI_HAPUS_FORUM}
        onConfirm={() => {
          if (dihapus) rest.onHapus?.(dihapus);
        }}
      />
    </Card>
  );
}
