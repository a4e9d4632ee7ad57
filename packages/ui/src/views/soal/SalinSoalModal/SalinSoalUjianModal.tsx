import { LABEL_JENIS_UJIAN, labelNamaKelas } from '@kampus/domain';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useMemo, useState } from 'react';
import {
  CariSalin,
  RingkasPilihan,
  TanpaKirimEnter,
  TeksRingkas,
} from '../../../composites/DaftarSalin';
import { DataTable, kolomNomor } from '../../../data/DataTable';
import { PagedTable } from '../../../data/PagedTable';
import { useModalForm } from '../../../hooks/useModalForm';
import { Modal } from '../../../overlays/Modal';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { type ToastQueue, tampilkanToast, toastQueue } from '../../../primitives/Toast';
import { cekPilihan, idTerpilih, kolomSoal, labelSoal } from './bagian';
import { PER_HALAMAN_SOAL_MATA_KULIAH } from './SalinSoalModal';
import * as styles from './SalinSoalModal.css';
import type { DataSalinBerhalaman, SoalSumber, UjianSumberSoal } from './types';

export interface SalinSoalUjianModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Step 1: one page of the exams the user may copy from, with 'Cari judul'. */
  ujian: DataSalinBerhalaman<UjianSumberSoal>;
  /**
   * The exam chosen in step 1 (the page keeps it and loads its questions into `soal`); null
   * shows step 1.
   */
  ujianTerpilih: UjianSumberSoal | null;
  /** 'Pilih' of an exam; null on 'Kembali' and when the modal closes. */
  onPilihUjian: (ujian: UjianSumberSoal | null) => void;
  /** Step 2: the chosen exam's questions, in its order. */
  soal: {
    rows: readonly SoalSumber[];
    /** @default false */
    isLoading?: boolean;
    /** @default false */
    isError?: boolean;
    onRetry?: () => void;
  };
  /**
   * 'Salin' with the chosen questions' ids, in the exam's order. The modal closes when it
   * resolves and keeps the choice when it rejects (the page shows the error).
   */
  onSalin: (listId: string[]) => Promise<unknown>;
  /** How many more questions the bank takes (100 minus its own); more is refused. */
  sisa?: number;
  /** Where the toasts go ('Tidak ada soal yang dipilih'). @default toastQueue */
  toastQueue?: ToastQueue;
}

/**
 * 'Salin dari Kuis/Ujian' (spec 2 'Question bank' 'Tambah Soal'): step 1 picks an exam from a paged
 * list (judul, jenis, kelas, jumlah soal; 'Cari judul'), step 2 its questions (row checkboxes
 * with 'select all'), then 'Salin'; nothing chosen is refused with 'Tidak ada soal yang dipilih'.
 */
export function SalinSoalUjianModal({
  isOpen,
  onOpenChange,
  ujian,
  ujianTerpilih,
  onPilihUjian,
  soal,
  onSalin,
  sisa,
  toastQueue: antrian = toastQueue,
}: SalinSoalUjianModalProps) {
  const [pilihan, setPilihan] = useState<RowSelectionState>({});
  const [galat, setGalat] = useState<string | null>(null);
  const mulaiUlang = () => {
    setPilihan({});
    setGalat(null);
  };
  const { open, isSubmitting, kirim } = useModalForm({ isOpen, onOpenChange }, () => {
    mulaiUlang();
    onPilihUjian(null);
  });
  // Another exam starts its choice over.
  const [asal, setAsal] = useState(ujianTerpilih?.id);
  if (asal !== ujianTerpilih?.id) {
    setAsal(ujianTerpilih?.id);
    mulaiUlang();
  }

  const perPage = ujian.perPage ?? PER_HALAMAN_SOAL_MATA_KULIAH;
  const kolomUjian = useMemo<ColumnDef<UjianSumberSoal>[]>(
    () => [
      kolomNomor<UjianSumberSoal>({ page: ujian.page, pageSize: perPage }),
      {
        id: 'judul',
        header: 'Judul',
        cell: ({ row }) => <TeksRingkas teks={row.original.judul} />,
      },
      {
        id: 'jenis',
        header: 'Jenis',
        cell: ({ row }) => (
          <span className={styles.nowrap}>{LABEL_JENIS_UJIAN[row.original.jenis]}</span>
        ),
      },
      {
        id: 'kelas',
        header: 'Kelas',
        cell: ({ row }) => (
          <span className={styles.nowrap}>{labelNamaKelas({ nama: row.original.kelas.nama })}</span>
        ),
      },
      {
        id: 'soal',
        header: 'Jumlah Soal',
        meta: { align: 'end' },
        cell: ({ row }) => row.original.jumlah_soal,
      },
      {
        id: 'aksi',
        header: 'Aksi',
        meta: { align: 'end' },
        cell: ({ row }) => (
          <Button
            variant="secondary"
            size="small"
            aria-label={`Pilih ${row.original.judul} (Kelas ${labelNamaKelas({ nama: row.original.kelas.nama })})`}
            onPress={() => onPilihUjian(row.original)}
          >
            Pilih
          </Button>
        ),
      },
    ],
    [ujian.page, perPage, onPilihUjian],
  );
  const kolomSoalUjian = useMemo<ColumnDef<SoalSumber>[]>(
    () => [kolomNomor<SoalSumber>({ page: 1, pageSize: 1 }), ...kolomSoal<SoalSumber>()],
    [],
  );

  // The exam's order, whatever order the boxes were ticked in.
  const dipilihSet = new Set(idTerpilih(pilihan));
  const dipilih = soal.rows.filter((s) => dipilihSet.has(s.id)).map((s) => s.id);

  const salin = () => {
    if (!ujianTerpilih) return;
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
      title="Salin dari Kuis/Ujian"
      subtitle={
        ujianTerpilih ? 'Langkah 2 dari 2: pilih soal' : 'Langkah 1 dari 2: pilih kuis/ujian'
      }
      width={900}
      submitLabel="Salin"
      canSubmit={ujianTerpilih !== null}
      isSubmitting={isSubmitting}
      onSubmit={salin}
      footerStart={
        ujianTerpilih ? (
          <Button
            variant="ghost"
            icon={<ArrowLeft />}
            isDisabled={isSubmitting}
            onPress={() => onPilihUjian(null)}
          >
            Kembali
          </Button>
        ) : undefined
      }
    >
      {ujianTerpilih ? (
        <div className={styles.isi}>
          <section className={styles.ujianTerpilih} aria-label="Kuis/ujian terpilih">
            <span className={styles.ujianJudul}>{ujianTerpilih.judul}</span>
            <span className={styles.ujianData}>
              <span>{LABEL_JENIS_UJIAN[ujianTerpilih.jenis]}</span>
              <span aria-hidden="true">·</span>
              <span>Kelas {labelNamaKelas({ nama: ujianTerpilih.kelas.nama })}</span>
              <span aria-hidden="true">·</span>
              <span>{ujianTerpilih.jumlah_soal} soal</span>
            </span>
          </section>
          <RingkasPilihan jumlah={dipilih.length} satuan="soal" galat={galat} />
          {soal.isError ? (
            <LoadError onRetry={soal.onRetry} />
          ) : (
            <DataTable<SoalSumber>
              aria-label={`Soal ${ujianTerpilih.judul}`}
              columns={kolomSoalUjian}
              data={soal.rows as SoalSumber[]}
              getRowId={(s) => s.id}
              getRowLabel={labelSoal}
              enableRowSelection={isSubmitting ? () => false : true}
              rowSelection={pilihan}
              onRowSelectionChange={(p) => {
                setPilihan(p);
                setGalat(null);
              }}
              isLoading={soal.isLoading}
              loadingRows={5}
              empty={<EmptyState pesan="Kuis/ujian ini belum memiliki soal." />}
              kartuDiPonsel
            />
          )}
        </div>
      ) : (
        <div className={styles.isi}>
          <CariSalin placeholder="Cari judul" search={ujian.search} onSearch={ujian.onSearch} />
          <TanpaKirimEnter>
            <PagedTable<UjianSumberSoal>
              aria-label="Kuis/Ujian"
              columns={kolomUjian}
              data={ujian.rows}
              getRowId={(u) => u.id}
              page={ujian.page}
              pageSize={perPage}
              total={ujian.total}
              onPageChange={(k) => ujian.onPage(k.page, k.pageSize)}
              paginationLabel="Halaman kuis/ujian"
              isLoading={ujian.isLoading}
              isError={ujian.isError}
              onRetry={ujian.onRetry}
              empty={
                <EmptyState
                  pesan={
                    ujian.search.trim()
                      ? 'Tidak ada kuis/ujian yang cocok dengan pencarian.'
                      : 'Belum ada kuis/ujian yang soalnya dapat disalin.'
                  }
                />
              }
              kartuDiPonsel
            />
          </TanpaKirimEnter>
        </div>
      )}
    </Modal>
  );
}
