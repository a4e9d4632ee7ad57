import type { PesertaKelas } from '@kampus/api';
import {
  batasiHalaman,
  idKetuaKelas,
  jumlahHalaman,
  type KeadaanHalaman,
  nomorBaris,
  PER_HALAMAN_DEFAULT,
} from '@kampus/domain';
import Crown from 'lucide-react/icons/crown';
import Users from 'lucide-react/icons/users';
import { type ReactNode, useState } from 'react';
import { Pagination } from '../../../data/Pagination';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState, PESAN_KOSONG } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { Tooltip } from '../../../primitives/Tooltip';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './DataPesertaCard.css';

export interface DataPesertaCardProps {
  /** Every participant (GET /v2/lms/kelas_kuliah/{id}/peserta/nim_nama). */
  peserta: PesertaKelas[];
  /** 'Ubah Ketua Kelas' opens the class-leader dialog. Hidden when not given (spec 6). */
  onUbahKetua?: () => void;
  /** Rows per page at first; the card pages by 5/10/20/50 (spec 9). @default 10 */
  defaultPageSize?: number;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' (spec 8 'Page loads': class profile). @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Level of the card title. @default 2 */
  titleLevel?: 2 | 3;
}

const prodiTeks = (p: PesertaKelas['prodi']) => `${p.jenjang} ${p.nama}`;

/** The hover card of a participant: name, NIM, programme, cohort and status (spec 2). */
function KartuPeserta({ peserta }: { peserta: PesertaKelas }) {
  return (
    <span className={styles.kartu}>
      <span className={styles.kartuNama}>{peserta.nama}</span>
      <span className={styles.kartuBaris}>
        <span className={styles.kartuLabel}>NIM</span> {peserta.nim}
      </span>
      <span className={styles.kartuBaris}>
        <span className={styles.kartuLabel}>Prodi</span> {prodiTeks(peserta.prodi)}
      </span>
      <span className={styles.kartuBaris}>
        <span className={styles.kartuLabel}>Angkatan</span> {peserta.angkatan}
      </span>
      <span className={styles.kartuBaris}>
        <span className={styles.kartuLabel}>Status</span> {peserta.status || '-'}
      </span>
    </span>
  );
}

function Baris({ peserta, ketua }: { peserta: PesertaKelas; ketua: boolean }) {
  return (
    <li className={styles.item}>
      <Tooltip content={<KartuPeserta peserta={peserta} />} placement="bottom" isTextTrigger>
        <span className={styles.orang}>
          <Avatar name={peserta.nama} src={peserta.avatar_url} isDecorative />
          <span className={styles.teks}>
            <span className={styles.nama}>{peserta.nama}</span>
            <span className={styles.nim}>
              <span className={visuallyHidden}>NIM </span>
              {peserta.nim}
            </span>
          </span>
          {ketua ? (
            <span className={styles.tag}>
              <Tag tone="warning">Ketua Kelas</Tag>
            </span>
          ) : null}
        </span>
      </Tooltip>
    </li>
  );
}

/**
 * 'Data Peserta' of the class profile (spec 2 'Class detail'): a count badge, 'Ubah Ketua Kelas'
 * when allowed, and each participant with photo, name, NIM and the 'Ketua Kelas' tag; hovering or
 * focusing a person shows a card with programme, cohort and status. Pages of 10 by default.
 */
export function DataPesertaCard({
  peserta,
  onUbahKetua,
  defaultPageSize = PER_HALAMAN_DEFAULT,
  isLoading = false,
  isError = false,
  onRetry,
  titleLevel = 2,
}: DataPesertaCardProps) {
  const [halaman, setHalaman] = useState<KeadaanHalaman>({ page: 1, pageSize: defaultPageSize });
  const total = peserta.length;
  // A shorter list (after a reload) must not leave the card on a page that no longer exists.
  const page = batasiHalaman(halaman.page, jumlahHalaman(total, halaman.pageSize));
  const awal = nomorBaris(page, halaman.pageSize, 0) - 1;
  const tampil = peserta.slice(awal, awal + halaman.pageSize);
  const idKetua = idKetuaKelas(peserta);

  let isi: ReactNode;
  if (isLoading) {
    isi = (
      <div role="status" aria-busy="true" className={styles.skeleton}>
        <span className={visuallyHidden}>Memuat peserta</span>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <span key={i} className={styles.skeletonRow}>
            <Skeleton isCircle width="30px" height="30px" />
            <Skeleton width={`${50 + ((i * 13) % 30)}%`} />
          </span>
        ))}
      </div>
    );
  } else if (isError) {
    isi = <LoadError onRetry={onRetry} />;
  } else if (total === 0) {
    isi = <EmptyState pesan={PESAN_KOSONG.pesertaKelas} icon={<Users />} />;
  } else {
    isi = (
      <div className={styles.root}>
        <ul className={styles.list} aria-label="Peserta">
          {tampil.map((p) => (
            <Baris key={p.id} peserta={p} ketua={p.id === idKetua} />
          ))}
        </ul>
        {total > defaultPageSize ? (
          <Pagination
            page={page}
            pageSize={halaman.pageSize}
            total={total}
            onChange={setHalaman}
            showPageInput={false}
            aria-label="Halaman peserta"
          />
        ) : null}
      </div>
    );
  }

  return (
    <Card
      title={
        <span className={styles.judul}>
          Data Peserta
          {!isLoading && !isError ? <span className={styles.badge}>{total}</span> : null}
        </span>
      }
      titleLevel={titleLevel}
      headerActions={
        onUbahKetua ? (
          <Button variant="secondary" size="small" icon={<Crown />} onPress={onUbahKetua}>
            Ubah Ketua Kelas
          </Button>
        ) : undefined
      }
    >
      {isi}
    </Card>
  );
}
