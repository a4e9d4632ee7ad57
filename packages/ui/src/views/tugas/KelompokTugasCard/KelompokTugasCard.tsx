import { type AnggotaKelompok, ketuaKelompok, menuAnggota } from '@kampus/domain';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import type { ReactNode } from 'react';
import { Inline } from '../../../layout/Inline';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Menu, MenuItem, MenuTrigger } from '../../../primitives/Menu';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './KelompokTugasCard.css';

/** A member as the group card shows it (spec 3 'Group (kelompok tugas)'). */
export interface AnggotaKelompokTugasView extends AnggotaKelompok {
  mahasiswa: { id?: string; nim: string; nama: string; avatar_url?: string | null };
}

export interface KelompokTugasView {
  id: string;
  nama: string;
  /** The leader first, then the members in the order they joined. */
  anggota: AnggotaKelompokTugasView[];
  /** The group's one submission exists. */
  sudah_mengumpulkan?: boolean;
}

export interface KelompokTugasCardProps {
  /** Null while loading or after a failure. */
  kelompok: KelompokTugasView | null;
  /**
   * The write flag (spec 2, 6): edit and delete buttons and each member row's menu ('Jadikan
   * Ketua Kelompok', 'Hapus Anggota'). @default false
   */
  bolehTulis?: boolean;
  /** Opens the comment thread ('Percakapan'). Hidden when not given. */
  onPercakapan?: () => void;
  /** Unread comments on the chat button. @default 0 */
  jumlahBelumDibaca?: number;
  onUbah?: () => void;
  onHapus?: () => void;
  onJadikanKetua?: (nim: string) => void;
  onHapusAnggota?: (nim: string) => void;
  /** A member change on its way: the row menus wait. @default false */
  isMenyimpan?: boolean;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Level of the card title. @default 3 */
  titleLevel?: 2 | 3;
}

function BarisAnggota({
  a,
  bolehTulis,
  isMenyimpan,
  onJadikanKetua,
  onHapusAnggota,
}: {
  a: AnggotaKelompokTugasView;
  bolehTulis: boolean;
  isMenyimpan: boolean;
  onJadikanKetua?: (nim: string) => void;
  onHapusAnggota?: (nim: string) => void;
}) {
  const menu = menuAnggota(a, bolehTulis);
  const jadikan = menu.jadikanKetua && onJadikanKetua;
  const hapus = menu.hapus && onHapusAnggota;
  return (
    <li className={styles.baris}>
      <Avatar name={a.mahasiswa.nama} src={a.mahasiswa.avatar_url ?? undefined} isDecorative />
      <span className={styles.teks}>
        <span className={styles.nama}>{a.mahasiswa.nama}</span>
        <span className={styles.nim}>
          <span className={visuallyHidden}>NIM </span>
          {a.mahasiswa.nim}
        </span>
      </span>
      {a.jabatan === 'ketua' ? <Tag tone="warning">Ketua</Tag> : null}
      {jadikan || hapus ? (
        <MenuTrigger>
          <Button
            iconOnly
            icon={<EllipsisVertical />}
            aria-label={`Aksi untuk ${a.mahasiswa.nama}`}
            isDisabled={isMenyimpan}
          />
          <Menu
            onAction={(key) => {
              if (key === 'ketua') onJadikanKetua?.(a.mahasiswa.nim);
              else if (key === 'hapus') onHapusAnggota?.(a.mahasiswa.nim);
            }}
          >
            {jadikan ? <MenuItem id="ketua">Jadikan Ketua Kelompok</MenuItem> : null}
            {hapus ? (
              <MenuItem id="hapus" tone="danger">
                Hapus Anggota
              </MenuItem>
            ) : null}
          </Menu>
        </MenuTrigger>
      ) : null}
    </li>
  );
}

/**
 * A group of a group assignment (spec 2 'Assignments'): its name, its members (photo, name,
 * NIM, the 'Ketua' tag for the leader), the comment thread, and for writers edit, delete and a
 * menu per member ('Jadikan Ketua Kelompok' for non-leaders, 'Hapus Anggota' unless the member
 * cannot be removed; domain menuAnggota).
 */
export function KelompokTugasCard({
  kelompok,
  bolehTulis = false,
  onPercakapan,
  jumlahBelumDibaca = 0,
  onUbah,
  onHapus,
  onJadikanKetua,
  onHapusAnggota,
  isMenyimpan = false,
  isLoading = false,
  isError = false,
  onRetry,
  titleLevel = 3,
}: KelompokTugasCardProps) {
  if (isLoading || (!kelompok && !isError)) {
    return (
      <Card title="Kelompok" titleLevel={titleLevel}>
        <div role="status" aria-busy="true" className={styles.daftar}>
          <span className={visuallyHidden}>Memuat kelompok</span>
          {[0, 1, 2].map((i) => (
            <span key={i} className={styles.baris}>
              <Skeleton isCircle width="30px" height="30px" />
              <Skeleton width={`${45 + i * 12}%`} />
            </span>
          ))}
        </div>
      </Card>
    );
  }
  if (isError || !kelompok) {
    return (
      <Card title="Kelompok" titleLevel={titleLevel}>
        <LoadError onRetry={onRetry} />
      </Card>
    );
  }
  const ketua = ketuaKelompok(kelompok.anggota);
  const aksi: ReactNode = (
    <Inline gap="xs" align="center">
      {onPercakapan ? (
        <Button variant="secondary" size="small" icon={<MessagesSquare />} onPress={onPercakapan}>
          Percakapan
          {jumlahBelumDibaca > 0 ? (
            <span className={styles.belumDibaca}>
              {jumlahBelumDibaca}
              <span className={visuallyHidden}> komentar belum dibaca</span>
            </span>
          ) : null}
        </Button>
      ) : null}
      {bolehTulis && onUbah ? (
        <Button iconOnly icon={<Pencil />} aria-label={`Ubah ${kelompok.nama}`} onPress={onUbah} />
      ) : null}
      {bolehTulis && onHapus ? (
        <Button
          iconOnly
          variant="danger"
          icon={<Trash2 />}
          aria-label={`Hapus ${kelompok.nama}`}
          onPress={onHapus}
        />
      ) : null}
    </Inline>
  );
  return (
    <Card title={kelompok.nama} titleLevel={titleLevel} headerActions={aksi}>
      <p className={styles.ringkas}>
        {kelompok.anggota.length} anggota
        {ketua ? ` · Ketua: ${ketua.mahasiswa.nama}` : ''}
        {kelompok.sudah_mengumpulkan === undefined
          ? ''
          : kelompok.sudah_mengumpulkan
            ? ' · Sudah mengumpulkan'
            : ' · Belum mengumpulkan'}
      </p>
      {kelompok.anggota.length === 0 ? (
        <EmptyState pesan="Kelompok ini belum memiliki anggota." />
      ) : (
        <ul className={styles.daftar} aria-label={`Anggota ${kelompok.nama}`}>
          {kelompok.anggota.map((a) => (
            <BarisAnggota
              key={a.mahasiswa.nim}
              a={a}
              bolehTulis={bolehTulis}
              isMenyimpan={isMenyimpan}
              onJadikanKetua={onJadikanKetua}
              onHapusAnggota={onHapusAnggota}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
