import type { BankSoal } from '@kampus/api';
import {
  DEFAULT_ZONA_WAKTU,
  formatJam,
  formatTanggal,
  jumlahFilterAktif,
  type KeadaanHalaman,
  labelZonaWaktu,
} from '@kampus/domain';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Copy from 'lucide-react/icons/copy';
import Eye from 'lucide-react/icons/eye';
import FileQuestion from 'lucide-react/icons/file-question';
import LibraryBig from 'lucide-react/icons/library-big';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import UserRound from 'lucide-react/icons/user-round';
import { type ReactNode, useId, useState } from 'react';
import { FilterPanel } from '../../../data/FilterPanel';
import { Pagination } from '../../../data/Pagination';
import { SearchField } from '../../../data/SearchField';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { TextField } from '../../../primitives/TextField';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './BankSoalBoard.css';

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
/** A bank without lecturer (spec 2 'Question bank'). */
export const TEKS_BELUM_ADA_DOSEN = 'Belum Ada Dosen';

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

  let isi: ReactNode;
  if (isError) {
    isi = <LoadError pesan={pesanGalat} onRetry={onRetry} />;
  } else if (isLoading) {
    isi = (
      <div role="status" aria-busy="true" className={styles.grid}>
        <span className={visuallyHidden}>Memuat data bank soal</span>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height="12em" />
        ))}
      </div>
    );
  } else if (bankSoal.length === 0) {
    isi = (
      <EmptyState
        icon={<LibraryBig />}
        pesan={adaFilter ? PESAN_BANK_SOAL_TIDAK_DITEMUKAN : PESAN_BANK_SOAL_KOSONG}
      />
    );
  } else {
    isi = (
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
  }

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
        <div className={styles.main}>
          {isi}
          {!isError && total > 0 ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={total}
              onChange={onPageChange}
              isDisabled={isLoading}
              aria-label="Halaman bank soal"
            />
          ) : null}
        </div>
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

interface KartuBankSoalProps {
  bank: BankSoal;
  timeZone: string;
  headingLevel: 3 | 4;
  hrefLihat?: (id: string) => string;
  onLihat?: (bank: BankSoal) => void;
  onDuplikat?: () => void;
  isDuplikatPending: boolean;
  onHapus?: () => void;
}

/** One bank of the board. */
function KartuBankSoal({
  bank,
  timeZone,
  headingLevel,
  hrefLihat,
  onLihat,
  onDuplikat,
  isDuplikatPending,
  onHapus,
}: KartuBankSoalProps) {
  const judulId = useId();
  const Heading = `h${headingLevel}` as const;
  const dibuat = `${formatTanggal(bank.created_at, timeZone)}, ${formatJam(bank.created_at, timeZone)} ${labelZonaWaktu(timeZone)}`;
  const lihat = {
    variant: 'secondary' as const,
    size: 'small' as const,
    icon: <Eye />,
    'aria-label': `Lihat ${bank.judul}`,
    children: 'Lihat',
  };
  return (
    <article className={styles.card} aria-labelledby={judulId}>
      <div className={styles.cardHead}>
        <Heading id={judulId} className={styles.title} title={bank.judul}>
          {bank.judul}
        </Heading>
        <Tag tone={bank.ditampilkan ? 'success' : 'grey'}>
          {bank.ditampilkan ? 'Ditampilkan' : 'Disembunyikan'}
        </Tag>
      </div>
      <p className={styles.matkul}>
        <span className={styles.kode}>{bank.mata_kuliah.kode}</span>
        <span className={styles.namaMatkul} title={bank.mata_kuliah.nama}>
          {bank.mata_kuliah.nama}
        </span>
      </p>
      <dl className={styles.meta}>
        <div className={styles.metaRow}>
          <dt>
            <UserRound aria-hidden="true" className={styles.metaIcon} />
            <span className={visuallyHidden}>Dosen</span>
          </dt>
          <dd className={bank.dosen ? styles.metaValue : `${styles.metaValue} ${styles.muted}`}>
            {bank.dosen?.nama ?? TEKS_BELUM_ADA_DOSEN}
          </dd>
        </div>
        <div className={styles.metaRow}>
          <dt>
            <FileQuestion aria-hidden="true" className={styles.metaIcon} />
            <span className={visuallyHidden}>Jumlah soal</span>
          </dt>
          <dd className={styles.metaValue}>{bank.jumlah_soal} Soal</dd>
        </div>
        <div className={styles.metaRow}>
          <dt>
            <CalendarClock aria-hidden="true" className={styles.metaIcon} />
            <span className={visuallyHidden}>Dibuat</span>
          </dt>
          <dd className={styles.metaValue}>
            <time dateTime={bank.created_at}>{dibuat}</time>
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {onLihat && !hrefLihat ? (
          <Button {...lihat} onPress={() => onLihat(bank)} />
        ) : (
          <Button
            {...lihat}
            href={hrefLihat?.(bank.id) ?? `/bank-soal/${encodeURIComponent(bank.id)}`}
          />
        )}
        {onDuplikat ? (
          <Button
            variant="secondary"
            size="small"
            icon={<Copy />}
            aria-label={`Duplicate ${bank.judul}`}
            isPending={isDuplikatPending}
            onPress={onDuplikat}
          >
            Duplicate
          </Button>
        ) : null}
        {onHapus ? (
          <Button
            variant="secondary"
            size="small"
            icon={<Trash2 />}
            aria-label={`Delete ${bank.judul}`}
            isDisabled={isDuplikatPending}
            onPress={onHapus}
          >
            Delete
          </Button>
        ) : null}
      </div>
    </article>
  );
}
