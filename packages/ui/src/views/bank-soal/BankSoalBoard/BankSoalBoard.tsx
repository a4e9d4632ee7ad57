import type { BankSoal } from '@kampus/api';
import { DEFAULT_ZONA_WAKTU, jumlahFilterAktif, type KeadaanHalaman } from '@kampus/domain';
import LibraryBig from 'lucide-react/icons/library-big';
import Plus from 'lucide-react/icons/plus';
import { useId, useState } from 'react';
import { PapanBerhalaman } from '../../../composites/PapanBerhalaman';
import { FilterPanel } from '../../../data/FilterPanel';
import { SearchField } from '../../../data/SearchField';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { TextField } from '../../../primitives/TextField';
import * as styles from './BankSoalBoard.css';
import { KartuBankSoal } from './KartuBankSoal';

/** The filters of the side panel, named as the query of GET /lms/bank_soal (spec 2, 7). */
export interface FilterBankSoal {
  /** 'Cari judul/pembuat': the title or the lecturer's name. */
  search: string;
  /** 'Mata Kuliah': the course id. */
  id_mata_kuliah: string;
  /** 'Prodi Matkul': the course's programme id. */
  id_prodi: string;
}

export const FILTER_BANK_SOAL_KOSONG: FilterBankSoal = {
  search: '',
  id_mata_kuliah: '',
  id_prodi: '',
};

/** The empty board's message. */
export const PESAN_BANK_SOAL_KOSONG = 'Belum ada bank soal yang tersedia.';
/** The empty board's message while filters are applied. */
export const PESAN_BANK_SOAL_TIDAK_DITEMUKAN = 'Tidak ada bank soal yang sesuai dengan filter.';
/** The delete question (spec 8 confirmations: 'Anda yakin ingin menghapus soal ini?'). */
export const PESAN_HAPUS_BANK_SOAL = 'Anda yakin ingin menghapus bank soal ini?';
export { TEKS_BELUM_ADA_DOSEN } from './KartuBankSoal';

export interface BankSoalBoardProps {
  /** One page of banks. */
  bankSoal: readonly BankSoal[];
  /** Banks over all pages. */
  total: number;
  /** Current page, from 1. */
  page: number;
  /** 5, 10, 20 or 50 (spec 9). */
  pageSize: number;
  /** A new page or size; a size change comes with page 1. */
  onPageChange: (keadaan: KeadaanHalaman) => void;
  /** The applied filters; the panel's fields are a draft of them until 'Terapkan'. */
  filter: FilterBankSoal;
  /** 'Terapkan' (or Enter) with the drafted fields; the search also applies after a 500 ms pause. */
  onTerapkan: (filter: FilterBankSoal) => void;
  /** 'Reset': the fields are emptied; the page applies the empty filter. */
  onReset: () => void;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  /** The cleaned load error, under 'NO DATA'. */
  pesanGalat?: string;
  onRetry?: () => void;
  /** 'Tambah Bank Soal' in the header; hidden without it. */
  onTambah?: () => void;
  /** The user may add banks (domain `bolehUbahBankSoal`). @default true */
  bolehTambah?: boolean;
  /** Where 'Lihat' goes. @default `/bank-soal/{id}` (unless `onLihat` is given) */
  hrefLihat?: (id: string) => string;
  /** 'Lihat' as a button instead of a link. */
  onLihat?: (bank: BankSoal) => void;
  /**
   * 'Duplicate' on the banks the user may change (`boleh_ubah`); pending until it settles.
   * Hidden without it.
   */
  onDuplikat?: (bank: BankSoal) => unknown;
  /**
   * 'Delete' on the banks the user may change, after 'Konfirmasi'; the dialog stays pending until
   * it settles, closes when it resolves and stays open when it rejects. Hidden without it.
   */
  onHapus?: (bank: BankSoal) => Promise<unknown>;
  /** Zone of the creation times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** Level of the board heading; the banks' titles are one below. @default 2 */
  headingLevel?: 2 | 3;
}

const sama = (a: FilterBankSoal, b: FilterBankSoal) =>
  a.search === b.search && a.id_mata_kuliah === b.id_mata_kuliah && a.id_prodi === b.id_prodi;

/**
 * 'Bank Soal' (spec 2 'Question bank', route /bank-soal): the filter side panel ('Cari
 * judul/pembuat', 'Mata Kuliah', 'Prodi Matkul', 'Terapkan', 'Reset'), one card per bank (title,
 * course id and name, lecturer or 'Belum Ada Dosen', question count, creation date and time,
 * visibility) with 'Lihat', 'Duplicate' and 'Delete', the pager, and the loading, empty and error
 * states. Cards stack on phones, where the filters open in a sheet.
 */
export function BankSoalBoard({
  bankSoal,
  total,
  page,
  pageSize,
  onPageChange,
  filter,
  onTerapkan,
  onReset,
  isLoading = false,
  isError = false,
  pesanGalat,
  onRetry,
  onTambah,
  bolehTambah = true,
  hrefLihat,
  onLihat,
  onDuplikat,
  onHapus,
  timeZone = DEFAULT_ZONA_WAKTU,
  headingLevel = 2,
}: BankSoalBoardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  // The fields hold a draft until 'Terapkan'; a field the page changes (a search, a reset) takes
  // the applied value, the other drafts stay.
  const [draf, setDraf] = useState(filter);
  const [sumber, setSumber] = useState(filter);
  if (!sama(sumber, filter)) {
    setSumber(filter);
    setDraf((d) => ({
      search: filter.search !== sumber.search ? filter.search : d.search,
      id_mata_kuliah:
        filter.id_mata_kuliah !== sumber.id_mata_kuliah ? filter.id_mata_kuliah : d.id_mata_kuliah,
      id_prodi: filter.id_prodi !== sumber.id_prodi ? filter.id_prodi : d.id_prodi,
    }));
  }
  const ubah = (perubahan: Partial<FilterBankSoal>) => setDraf((d) => ({ ...d, ...perubahan }));
  const rapikan = (f: FilterBankSoal): FilterBankSoal => ({
    search: f.search.trim(),
    id_mata_kuliah: f.id_mata_kuliah.trim(),
    id_prodi: f.id_prodi.trim(),
  });
  const adaFilter = jumlahFilterAktif({ ...filter }) > 0;

  const [akanDihapus, setAkanDihapus] = useState<BankSoal | null>(null);
  const [menghapus, setMenghapus] = useState(false);
  const [menduplikat, setMenduplikat] = useState<string | null>(null);

  const hapus = async () => {
    if (!akanDihapus || !onHapus) return;
    setMenghapus(true);
    try {
      await onHapus(akanDihapus);
      setAkanDihapus(null);
    } catch {
      // The app reports the failure (toast); the question stays open to try again or cancel.
    } finally {
      setMenghapus(false);
    }
  };

  const duplikat = async (bank: BankSoal) => {
    if (!onDuplikat) return;
    setMenduplikat(bank.id);
    try {
      await onDuplikat(bank);
    } catch {
      // The app reports the failure.
    } finally {
      setMenduplikat(null);
    }
  };

  const daftar = (
    <ul className={styles.grid} aria-label="Daftar bank soal">
      {bankSoal.map((b) => (
        <li key={b.id} className={styles.item}>
          <KartuBankSoal
            bank={b}
            timeZone={timeZone}
            headingLevel={(headingLevel + 1) as 3 | 4}
            hrefLihat={hrefLihat}
            onLihat={onLihat}
            onDuplikat={onDuplikat && b.boleh_ubah ? () => void duplikat(b) : undefined}
            isDuplikatPending={menduplikat === b.id}
            onHapus={onHapus && b.boleh_ubah ? () => setAkanDihapus(b) : undefined}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          Bank Soal
        </Heading>
        {onTambah && bolehTambah ? (
          <Button icon={<Plus />} onPress={onTambah}>
            Tambah Bank Soal
          </Button>
        ) : null}
      </div>
      <div className={styles.layout}>
        <FilterPanel
          onApply={() => onTerapkan(rapikan(draf))}
          onReset={() => {
            setDraf(FILTER_BANK_SOAL_KOSONG);
            onReset();
          }}
          activeCount={jumlahFilterAktif({ ...filter })}
          isApplying={isLoading}
        >
          <SearchField
            aria-label="Cari judul/pembuat"
            placeholder="Cari judul/pembuat"
            value={draf.search}
            onChange={(search) => ubah({ search })}
            onSearch={(search) => {
              if (search.trim() !== filter.search) onTerapkan({ ...filter, search: search.trim() });
            }}
          />
          <TextField
            label="Mata Kuliah"
            value={draf.id_mata_kuliah}
            onChange={(id_mata_kuliah) => ubah({ id_mata_kuliah })}
          />
          <TextField
            label="Prodi Matkul"
            value={draf.id_prodi}
            onChange={(id_prodi) => ubah({ id_prodi })}
          />
        </FilterPanel>
        <PapanBerhalaman
          className={styles.main}
          isEmpty={bankSoal.length === 0}
          kosong={
            <EmptyState
              icon={<LibraryBig />}
              pesan={adaFilter ? PESAN_BANK_SOAL_TIDAK_DITEMUKAN : PESAN_BANK_SOAL_KOSONG}
            />
          }
          isError={isError}
          pesanGalat={pesanGalat}
          onRetry={onRetry}
          isLoading={isLoading}
          memuat={{
            className: styles.grid,
            label: 'Memuat data bank soal',
            jumlah: 4,
            tinggi: '12em',
          }}
          paging={{
            page,
            pageSize,
            total,
            onChange: onPageChange,
            'aria-label': 'Halaman bank soal',
          }}
        >
          {daftar}
        </PapanBerhalaman>
      </div>
      {onHapus ? (
        <ConfirmDialog
          isOpen={akanDihapus !== null}
          onOpenChange={(buka) => {
            if (!buka && !menghapus) setAkanDihapus(null);
          }}
          variant="batal-hapus"
          message={PESAN_HAPUS_BANK_SOAL}
          onConfirm={() => void hapus()}
          isPending={menghapus}
          closeOnConfirm={false}
        />
      ) : null}
    </section>
  );
}
