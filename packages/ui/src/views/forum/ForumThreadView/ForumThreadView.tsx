import type { Forum, PostForum, TopikForum } from '@kampus/api';
import { formatRentangWaktu, formatTanggalJam, PESAN_FORUM_SERVER } from '@kampus/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CircleCheck from 'lucide-react/icons/circle-check';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Pencil from 'lucide-react/icons/pencil';
import Reply from 'lucide-react/icons/reply';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ReactNode, useId, useState } from 'react';
import { RichText } from '../../../content/RichText';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { Callout } from '../../../primitives/Callout';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import { LABEL_STATUS_FORUM } from '../ForumPanel';
import * as styles from './ForumThreadView.css';
import { Komposer } from './Komposer';

export const PESAN_TOPIK_KOSONG = 'Belum ada diskusi. Mulailah topik pertama.';
export const TEKS_KONFIRMASI_HAPUS_POST = 'Anda yakin ingin menghapus postingan ini?';
export const TEKS_TOPIK_DIHAPUS = 'Topik ini telah dihapus.';
export const TEKS_MUAT_TOPIK_SEBELUMNYA = 'Muat topik sebelumnya';

/** The role under an author's name; students go without one. */
const LABEL_PERAN: Record<string, string | undefined> = { dosen: 'Dosen', operator: 'Operator' };

export interface ForumThreadViewProps {
  /** The forum; null while it loads. */
  forum: Forum | null;
  /** Its threads with their replies, newest thread first. */
  topik: readonly TopikForum[];
  /** The forum is loading. @default false */
  isLoading?: boolean;
  /** The forum failed to load: 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  /** The server's message when the forum failed (e.g. not started yet). */
  pesanGalat?: string;
  onRetry?: () => void;
  /** The posts are loading. @default false */
  isPostLoading?: boolean;
  /** The posts failed to load. @default false */
  isPostError?: boolean;
  onRetryPost?: () => void;
  /** Older threads wait on the server: 'Muat topik sebelumnya' below the list. */
  onMuatSebelumnya?: () => void;
  /** The older threads are loading. @default false */
  isMemuatSebelumnya?: boolean;
  /** Zone of the times (the class time zone). @default 'Asia/Jakarta' */
  timeZone?: string;
  /**
   * The caller may write in forums (domain IZIN.postingForum); posting still needs the forum
   * to be running. @default true
   */
  bolehPosting?: boolean;
  /** 'Kirim' a new thread (idInduk null) or a reply; the composer clears when it resolves. */
  onKirim: (isi: string, idInduk: string | null) => unknown;
  /** 'Simpan' an edited post (its own, while the forum is open). */
  onUbahPost: (post: PostForum, isi: string) => unknown;
  /** 'Hapus' a post after the confirmation. */
  onHapusPost: (post: PostForum) => unknown;
  /** 'Kembali' to the forum list. Hidden when not given. */
  hrefKembali?: string;
}

interface ItemPostProps {
  p: PostForum;
  timeZone?: string;
  bisaBalas: boolean;
  onBalas?: () => void;
  onUbahPost: ForumThreadViewProps['onUbahPost'];
  onMintaHapus: (p: PostForum) => void;
}

function ItemPost({ p, timeZone, bisaBalas, onBalas, onUbahPost, onMintaHapus }: ItemPostProps) {
  const namaId = useId();
  const [mengubah, setMengubah] = useState(false);
  const peran = p.pengirim ? LABEL_PERAN[p.pengirim.role] : undefined;
  return (
    <article className={styles.post} aria-labelledby={namaId}>
      <div className={styles.postKepala}>
        <span id={namaId} className={styles.nama}>
          {p.pengirim?.nama ?? 'Postingan dihapus'}
        </span>
        {peran ? <Tag tone="blue">{peran}</Tag> : null}
        <span className={styles.waktu}>
          {formatTanggalJam(p.created_at, timeZone)}
          {p.diubah_pada ? ' (diubah)' : ''}
        </span>
        {p.belum_dibaca ? <Tag tone="danger">Baru</Tag> : null}
      </div>
      {p.dihapus ? (
        <p className={styles.dihapus}>{TEKS_TOPIK_DIHAPUS}</p>
      ) : mengubah ? (
        <Komposer
          label="Ubah postingan"
          awal={p.isi}
          labelKirim="Simpan"
          onBatal={() => setMengubah(false)}
          onKirim={async (isi) => {
            await onUbahPost(p, isi);
            setMengubah(false);
          }}
        />
      ) : (
        <RichText html={p.isi} />
      )}
      {mengubah || p.dihapus ? null : (
        <div className={styles.aksi}>
          {bisaBalas && onBalas ? (
            <Button
              variant="ghost"
              size="small"
              icon={<Reply />}
              aria-describedby={namaId}
              onPress={onBalas}
            >
              Balas
            </Button>
          ) : null}
          {p.bisa_diubah ? (
            <Button
              variant="ghost"
              size="small"
              icon={<Pencil />}
              aria-describedby={namaId}
              onPress={() => setMengubah(true)}
            >
              Ubah
            </Button>
          ) : null}
          {p.bisa_dihapus ? (
            <Button
              variant="ghost"
              size="small"
              icon={<Trash2 />}
              aria-describedby={namaId}
              onPress={() => onMintaHapus(p)}
            >
              Hapus
            </Button>
          ) : null}
        </div>
      )}
    </article>
  );
}

function ItemTopik({
  t,
  bisaPosting,
  ...rest
}: Omit<ItemPostProps, 'p' | 'bisaBalas' | 'onBalas'> & {
  t: TopikForum;
  bisaPosting: boolean;
  onKirim: ForumThreadViewProps['onKirim'];
}) {
  const [membalas, setMembalas] = useState(false);
  return (
    <li className={styles.topik}>
      <ItemPost {...rest} p={t} bisaBalas={bisaPosting} onBalas={() => setMembalas(true)} />
      {t.balasan.length > 0 ? (
        <ul className={styles.balasan} aria-label={`${t.balasan.length} balasan`}>
          {t.balasan.map((b) => (
            <li key={b.id}>
              <ItemPost {...rest} p={b} bisaBalas={false} />
            </li>
          ))}
        </ul>
      ) : null}
      {membalas && bisaPosting ? (
        <Komposer
          label="Tulis balasan"
          labelKirim="Kirim Balasan"
          height={120}
          onBatal={() => setMembalas(false)}
          onKirim={async (isi) => {
            await rest.onKirim(isi, t.id);
            setMembalas(false);
          }}
        />
      ) : null}
    </li>
  );
}

/**
 * One forum's discussion (spec 2 /forum?groupId=..&forumId=..): the forum's title, class,
 * meeting, times, status and description, then its threads with their replies. While it runs,
 * the caller writes a thread or replies in rich text, and edits or deletes their own posts; the
 * class's lecturers delete any. Before its start a student reads nothing yet; after its end the
 * discussion is read-only.
 */
export function ForumThreadView({
  forum,
  topik,
  isLoading = false,
  isError = false,
  pesanGalat,
  onRetry,
  isPostLoading = false,
  isPostError = false,
  onRetryPost,
  onMuatSebelumnya,
  isMemuatSebelumnya = false,
  timeZone,
  bolehPosting = true,
  onKirim,
  onUbahPost,
  onHapusPost,
  hrefKembali,
}: ForumThreadViewProps) {
  const [dihapus, setDihapus] = useState<PostForum | null>(null);
  const kembali = hrefKembali ? (
    <div>
      <Button variant="secondary" size="small" icon={<ArrowLeft />} href={hrefKembali}>
        Kembali
      </Button>
    </div>
  ) : null;

  if (isError) {
    return (
      <div className={styles.halaman}>
        {kembali}
        <LoadError pesan={pesanGalat} onRetry={onRetry} />
      </div>
    );
  }
  if (isLoading || !forum) {
    return (
      <div role="status" aria-busy="true" className={styles.halaman}>
        <span className={visuallyHidden}>Memuat forum</span>
        <Skeleton height="8em" />
        <Skeleton height="6em" />
      </div>
    );
  }

  const status = LABEL_STATUS_FORUM[forum.status];
  const bisaPosting = bolehPosting && forum.status === 'berlangsung';
  let info: ReactNode = null;
  if (forum.terlipat) info = <Callout tone="info">{PESAN_FORUM_SERVER.belumDimulai}</Callout>;
  else if (forum.status === 'belum_dimulai') {
    info = <Callout tone="info">{PESAN_FORUM_SERVER.belumDimulaiPosting}</Callout>;
  } else if (forum.status === 'selesai') {
    info = <Callout tone="warning">{PESAN_FORUM_SERVER.sudahBerakhir}</Callout>;
  }

  let daftar: ReactNode;
  if (forum.terlipat) daftar = null;
  else if (isPostError) daftar = <LoadError onRetry={onRetryPost} />;
  else if (isPostLoading) {
    daftar = (
      <div role="status" aria-busy="true" className={styles.daftar}>
        <span className={visuallyHidden}>Memuat diskusi</span>
        <Skeleton height="6em" />
        <Skeleton height="6em" />
      </div>
    );
  } else if (topik.length === 0) {
    daftar = <EmptyState icon={<MessagesSquare />} pesan={PESAN_TOPIK_KOSONG} />;
  } else {
    daftar = (
      <ul className={styles.daftar} aria-label="Topik diskusi">
        {topik.map((t) => (
          <ItemTopik
            key={t.id}
            t={t}
            timeZone={timeZone}
            bisaPosting={bisaPosting}
            onKirim={onKirim}
            onUbahPost={onUbahPost}
            onMintaHapus={setDihapus}
          />
        ))}
      </ul>
    );
  }
  const muatSebelumnya =
    onMuatSebelumnya && !forum.terlipat && !isPostError && !isPostLoading && topik.length > 0 ? (
      <div>
        <Button variant="secondary" isPending={isMemuatSebelumnya} onPress={onMuatSebelumnya}>
          {TEKS_MUAT_TOPIK_SEBELUMNYA}
        </Button>
      </div>
    ) : null;

  return (
    <div className={styles.halaman}>
      {kembali}
      <Card>
        <div className={styles.kepala}>
          <h2 className={styles.judul}>{forum.judul}</h2>
          <div className={styles.tags}>
            <Tag tone="primary">Pertemuan {forum.pertemuan.nomor}</Tag>
            <Tag tone={status.tone}>{status.label}</Tag>
            {forum.completed ? (
              <Tag tone="success">
                <CircleCheck aria-hidden="true" size={12} /> Sudah memenuhi minimal post
              </Tag>
            ) : null}
          </div>
          <p className={styles.meta}>
            <span>
              {forum.kelas_kuliah.mata_kuliah.kode} {forum.kelas_kuliah.mata_kuliah.nama} (
              {forum.kelas_kuliah.kelas.nama})
            </span>
            <span>
              <span className={visuallyHidden}>Waktu: </span>
              {formatRentangWaktu(forum.waktu_mulai, forum.waktu_selesai, timeZone)}
            </span>
            <span>Minimal post: {forum.minimal_post}</span>
            <span>Postingan: {forum.jumlah_post}</span>
          </p>
          {forum.terlipat ? null : <RichText html={forum.deskripsi} />}
        </div>
      </Card>
      {info}
      {bisaPosting ? (
        <Card title="Tulis Topik Baru" titleLevel={3}>
          <Komposer label="Isi topik" onKirim={(isi) => onKirim(isi, null)} />
        </Card>
      ) : null}
      {daftar}
      {muatSebelumnya}
      <ConfirmDialog
        isOpen={dihapus !== null}
        onOpenChange={(buka) => {
          if (!buka) setDihapus(null);
        }}
        variant="batal-hapus"
        message={TEKS_KONFIRMASI_HAPUS_POST}
        onConfirm={() => {
          if (dihapus) void onHapusPost(dihapus);
        }}
      />
    </div>
  );
}
