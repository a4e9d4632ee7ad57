import type { Materi } from '@kampus/api';
import { MATERI_PER_HALAMAN } from '@kampus/domain';
import BookOpen from 'lucide-react/icons/book-open';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { PapanBerhalaman } from '../../../composites/PapanBerhalaman';
import { usePramuatPembersih } from '../../../content/RichText';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import {
  MateriCard,
  type MateriCardProps,
  type MateriMode,
  type SyaratPresensiMateri,
} from '../MateriCard';
import * as styles from './DataMateriBoard.css';

/** The empty board's message (spec 2 empty states). */
export const PESAN_MATERI_KOSONG = 'Belum ada materi yang tersedia pada pertemuan ini.';

/** The delete question (spec 8 confirmations). */
export const PESAN_HAPUS_MATERI = 'Anda yakin ingin menghapus materi ini?';

export interface DataMateriBoardProps {
  /** One page of materials (10 per page, spec 9). */
  materi: readonly Materi[];
  /** Materials over all pages. */
  total: number;
  /** Current page, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** 'pengajar' manages the materials; 'mahasiswa' sees the presence requirements. */
  mode: MateriMode;
  /** Zone of the dates (the class time zone). */
  timeZone: string;
  /** Presence settings of the class. @default spec 9 defaults */
  syarat?: SyaratPresensiMateri;
  /** Server time, for deadlines that have passed. @default now */
  sekarang?: MateriCardProps['sekarang'];
  /** 'Tambah Materi' in the header. Hidden when not given. */
  onAdd?: () => void;
  /** A material's title: open it. */
  onOpen: (materi: Materi) => void;
  /** 'Unduh' on each card (not for links). Hidden when not given. */
  onDownload?: (materi: Materi) => void;
  /** Lecturers: 'Ubah'. Hidden when not given. */
  onEdit?: (materi: Materi) => void;
  /** Lecturers: 'Hapus', after 'Konfirmasi'; the dialog stays pending until it settles. */
  onDelete?: (materi: Materi) => Promise<void>;
  /** Level of the board heading; cards are one below. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * 'Data Materi' (spec 2 'Materials'): the material cards 10 per page with the pager, the add
 * button in the header, and the empty, loading and error states. Deleting asks first
 * ('Anda yakin ingin menghapus materi ini?', Batal/Hapus).
 */
export function DataMateriBoard({
  materi,
  total,
  page,
  onPageChange,
  isLoading = false,
  isError = false,
  onRetry,
  mode,
  timeZone,
  syarat,
  onAdd,
  onOpen,
  onDownload,
  onEdit,
  onDelete,
  headingLevel = 2,
  sekarang,
}: DataMateriBoardProps) {
  // The excerpts need the sanitiser: load it while the materials themselves load.
  usePramuatPembersih();
  const [akanDihapus, setAkanDihapus] = useState<Materi | null>(null);
  const [menghapus, setMenghapus] = useState(false);

  const hapus = async () => {
    if (!akanDihapus || !onDelete) return;
    setMenghapus(true);
    try {
      await onDelete(akanDihapus);
      setAkanDihapus(null);
    } catch {
      // The app reports the failure (toast); the question stays open to try again or cancel.
    } finally {
      setMenghapus(false);
    }
  };

  const daftar = (
    <ul className={styles.list} aria-label="Daftar materi">
      {materi.map((m) => (
        <li key={m.id}>
          <MateriCard
            materi={m}
            mode={mode}
            timeZone={timeZone}
            syarat={syarat}
            sekarang={sekarang}
            headingLevel={(headingLevel + 1) as 3 | 4}
            onOpen={() => onOpen(m)}
            onDownload={onDownload ? () => onDownload(m) : undefined}
            onEdit={onEdit ? () => onEdit(m) : undefined}
            onDelete={onDelete ? () => setAkanDihapus(m) : undefined}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <Card
      title="Data Materi"
      titleLevel={headingLevel}
      headerActions={
        onAdd ? (
          <Button size="small" icon={<Plus />} onPress={onAdd}>
            Tambah Materi
          </Button>
        ) : undefined
      }
    >
      <PapanBerhalaman
        className={styles.root}
        isEmpty={materi.length === 0}
        kosong={<EmptyState icon={<BookOpen />} pesan={PESAN_MATERI_KOSONG} />}
        isError={isError}
        onRetry={onRetry}
        isLoading={isLoading}
        memuat={{ className: styles.list, label: 'Memuat data materi', jumlah: 3, tinggi: '7.5em' }}
        paging={{
          page,
          pageSize: MATERI_PER_HALAMAN,
          total,
          onChange: (k) => onPageChange(k.page),
          showPageSize: false,
          'aria-label': 'Halaman data materi',
        }}
      >
        {daftar}
      </PapanBerhalaman>
      {onDelete ? (
        <ConfirmDialog
          isOpen={akanDihapus !== null}
          onOpenChange={(buka) => {
            if (!buka && !menghapus) setAkanDihapus(null);
          }}
          variant="batal-hapus"
          message={PESAN_HAPUS_MATERI}
          onConfirm={hapus}
          isPending={menghapus}
          closeOnConfirm={false}
        />
      ) : null}
    </Card>
  );
}
