import type { Pengajar } from '@kampus/api';
import { type JabatanPengajar, namaLengkapPengajar } from '@kampus/domain';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag, type TagTone } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './DataPengajarCard.css';

export interface DataPengajarCardProps {
  /** The class's teachers (KelasKuliah.pengajar). */
  pengajar: Pengajar[];
  /** 'Ubah Jabatan' opens the position dialog. Hidden when not given (spec 6). */
  onUbahJabatan?: () => void;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' (spec 8 'Page loads': class profile). @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Level of the card title. @default 2 */
  titleLevel?: 2 | 3;
}

/** Position tag colours (spec 3 'Teacher': Dosen Koordinator, Dosen, Asisten). */
const WARNA_JABATAN: Record<JabatanPengajar, TagTone> = {
  'Dosen Koordinator': 'primary',
  Dosen: 'blue',
  Asisten: 'grey',
};

/**
 * 'Data Pengajar' of the class profile (spec 2 'Class detail'): a count, 'Ubah Jabatan' when
 * allowed, and each teacher with photo, name with titles, position and study programme.
 */
export function DataPengajarCard({
  pengajar,
  onUbahJabatan,
  isLoading = false,
  isError = false,
  onRetry,
  titleLevel = 2,
}: DataPengajarCardProps) {
  let isi: ReactNode;
  if (isLoading) {
    isi = (
      <div role="status" aria-busy="true" className={styles.skeleton}>
        <span className={visuallyHidden}>Memuat pengajar</span>
        {Array.from({ length: 2 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <span key={i} className={styles.skeletonRow}>
            <Skeleton isCircle width="30px" height="30px" />
            <Skeleton width={i === 0 ? '60%' : '45%'} />
          </span>
        ))}
      </div>
    );
  } else if (isError) {
    isi = <LoadError onRetry={onRetry} />;
  } else if (pengajar.length === 0) {
    isi = <EmptyState pesan="Belum ada pengajar pada kelas ini." icon={<UserRound />} />;
  } else {
    isi = (
      <ul className={styles.list} aria-label="Pengajar">
        {pengajar.map((p) => {
          const nama = namaLengkapPengajar(p);
          return (
            <li key={p.id_dosen} className={styles.item}>
              <Avatar name={nama} src={p.avatar_url} isDecorative />
              <span className={styles.teks}>
                <span className={styles.nama}>{nama}</span>
                <span className={styles.prodi}>
                  <span className={visuallyHidden}>Prodi </span>
                  {p.prodi ? `${p.prodi.jenjang} ${p.prodi.nama}` : '-'}
                </span>
              </span>
              <span className={styles.tag}>
                <Tag tone={WARNA_JABATAN[p.jabatan] ?? 'grey'}>{p.jabatan}</Tag>
              </span>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Card
      title={
        <span className={styles.judul}>
          Data Pengajar
          {!isLoading && !isError ? <span className={styles.badge}>{pengajar.length}</span> : null}
        </span>
      }
      titleLevel={titleLevel}
      headerActions={
        onUbahJabatan ? (
          <Button
            variant="secondary"
            size="small"
            icon={<BriefcaseBusiness />}
            onPress={onUbahJabatan}
          >
            Ubah Jabatan
          </Button>
        ) : undefined
      }
    >
      {isi}
    </Card>
  );
}
