import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DaftarSalin, TanpaKirimEnter, TeksRingkas } from '../../../composites/DaftarSalin';
import { kolomNomor } from '../../../data/DataTable';
import { PagedTable } from '../../../data/PagedTable';
import { useModalForm } from '../../../hooks/useModalForm';
import { Modal } from '../../../overlays/Modal';
import { EmptyState } from '../../../primitives/EmptyState';
import { type ToastQueue, tampilkanToast, toastQueue } from '../../../primitives/Toast';
import { cekPilihan, idTerpilih, kolomSoal, labelSoal, pilihanHalaman } from './bagian';
import * as styles from './SalinSoalModal.css';
import type { BarisSoalMataKuliah, DataSalinBerhalaman } from './types';

/** Rows per page of 'Soal Mata Kuliah' (spec 2). */
export const PER_HALAMAN_SOAL_MATA_KULIAH = 10;

export interface SalinSoalModalProps extends DataSalinBerhalaman<BarisSoalMataKuliah> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where the copies go, under the title, e.g. 'Salin ke Kelompok 1: Konsep Dasar'. */
  tujuan?: string;
  /**
   * 'Salin' with the chosen questions' ids (from every page, in the order chosen). The modal
   * closes when it resolves and keeps the choice when it rejects (the page shows the error).
   */
  onSalin: (listId: string[]) => Promise<unknown>;
  /** How many more questions the target takes (a bank: 100 minus its own); more is refused. */
  sisa?: number;
  /** Where the toasts go ('Tidak ada soal yang dipilih'). @default toastQueue */
  toastQueue?: ToastQueue;
}

/**
 * 'Soal Mata Kuliah' (spec 2 'Question bank', 5 'Copy and import'): the questions of the course's
 * banks the user may see, 'Cari soal', a paged table (10 a page) with row checkboxes whose choice
 * is kept across pages and searches, then 'Salin'; nothing chosen is refused with 'Tidak ada soal
 * yang dipilih'. Copies into an exam's question group or into another bank.
 */
export function SalinSoalModal({
  isOpen,
  onOpenChange,
  tujuan,
  rows,
  total,
  page,
  perPage = PER_HALAMAN_SOAL_MATA_KULIAH,
  onPage,
  search,
  onSearch,
  isLoading = false,
  isError = false,
  onRetry,
  onSalin,
  sisa,
  toastQueue: antrian = toastQueue,
}: SalinSoalModalProps) {
  const [pilihan, setPilihan] = useState<RowSelectionState>({});
  const [galat, setGalat] = useState<string | null>(null);
  const { open, isSubmitting, kirim } = useModalForm({ isOpen, onOpenChange }, () => {
    setPilihan({});
    setGalat(null);
  });

  const kolom = useMemo<ColumnDef<BarisSoalMataKuliah>[]>(
    () => [
      kolomNomor<BarisSoalMataKuliah>({ page, pageSize: perPage }),
      ...kolomSoal<BarisSoalMataKuliah>(),
      {
        id: 'bank',
        header: 'Bank Soal',
        cell: ({ row }) => <TeksRingkas teks={row.original.bank_soal.judul} />,
      },
    ],
    [page, perPage],
  );

  const dipilih = idTerpilih(pilihan);
  const seleksi = pilihanHalaman(
    pilihan,
    rows.map((r) => r.id),
    (baru) => {
      setPilihan(baru);
      setGalat(null);
    },
  );

  const salin = () => {
    const pesan = cekPilihan(dipilih.length, sisa);
    setGalat(pesan);
    if (pesan) {
      tampilkanToast({ pesan, jenis: 'danger' }, antrian);
      return;
    }
    void kirim(() => onSalin(dipilih));
  };

  return (
    <Modal
      {...open}
      title="Soal Mata Kuliah"
      subtitle={tujuan}
      width={900}
      submitLabel="Salin"
      isSubmitting={isSubmitting}
      onSubmit={salin}
    >
      <div className={styles.isi}>
        <DaftarSalin
          cari={{ placeholder: 'Cari soal', search, onSearch }}
          jumlah={dipilih.length}
          satuan="soal"
          galat={galat}
        >
          <TanpaKirimEnter>
            <PagedTable<BarisSoalMataKuliah>
              aria-label="Soal Mata Kuliah"
              columns={kolom}
              data={rows}
              getRowId={(r) => r.id}
              getRowLabel={labelSoal}
              // Saving keeps the boxes, but not changeable.
              enableRowSelection={isSubmitting ? () => false : true}
              {...seleksi}
              page={page}
              pageSize={perPage}
              total={total}
              onPageChange={(k) => onPage(k.page, k.pageSize)}
              paginationLabel="Halaman soal mata kuliah"
              isLoading={isLoading}
              isError={isError}
              onRetry={onRetry}
              empty={
                <EmptyState
                  pesan={
                    search.trim()
                      ? 'Tidak ada soal yang cocok dengan pencarian.'
                      : 'Belum ada soal pada bank soal mata kuliah ini.'
                  }
                />
              }
              kartuDiPonsel
            />
          </TanpaKirimEnter>
        </DaftarSalin>
      </div>
    </Modal>
  );
}
