import type { BankSoalDetail, SimpanSoal, Soal } from '@kampus/api';
import {
  bisaTambahSoal,
  type JenisSoal,
  LABEL_JENIS_SOAL,
  MAKS_SOAL_BANK,
  validasiUnduhBankSoal,
} from '@kampus/domain';
import Download from 'lucide-react/icons/download';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import SearchX from 'lucide-react/icons/search-x';
import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { SearchField } from '../../../data/SearchField';
import { ConfirmDialog } from '../../../overlays/ConfirmDialog';
import { Button } from '../../../primitives/Button';
import { EmptyState, PESAN_KOSONG } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../../primitives/Menu';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { type ToastQueue, tampilkanToast, toastQueue } from '../../../primitives/Toast';
import {
  FOLDER_SOAL_BANK,
  KartuSoal,
  muatSoalModal,
  type SuntingSoal,
  teksPolosSoal,
  type UnggahBerkasSoalFn,
} from '../../soal';
import * as styles from './BankSoalDetailView.css';

// The question editor carries the Markdown editor: the exams' editor, loaded when a lecturer
// first opens it (the same chunk as the exam page's).
const SoalModal = lazy(() => muatSoalModal().then((m) => ({ default: m.SoalModal })));

export interface BankSoalDetailViewProps {
  /** The bank with its questions (GET /lms/bank_soal/{id}); null while loading or failed. */
  bank: BankSoalDetail | null;
  /**
   * The caller may change the bank and its questions (the bank's `boleh_ubah` and the domain's
   * `kelolaBankSoal`); without it the page is read-only: no 'Ubah Bank Soal', 'Tambah Soal',
   * 'Ubah' or 'Hapus'.
   */
  bolehUbah: boolean;
  /** Skeletons instead of the bank. @default false */
  isLoading?: boolean;
  /** 'NO DATA' (spec 8 'Page loads') with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** The search text to start with ('Cari soal'); the view filters the listed questions. */
  search?: string;
  /** The search text after the typing pause, e.g. to keep it in the address. */
  onSearchChange?: (search: string) => void;
  /**
   * 'Unduh' (the PDF 'Bank Soal - {judul}.pdf'); the button is pending until it settles. With no
   * question the view shows 'Belum ada soal' instead of calling it.
   */
  onUnduh: () => Promise<unknown>;
  /** 'Ubah Bank Soal': the page opens the bank modal. */
  onUbahBank: () => void;
  /**
   * 'Tambah Soal' > Soal Pilihan / Soal Benar Salah / Soal Esai, then 'Simpan'. The editor closes
   * when it resolves and stays open when it rejects (the page shows the error message, spec 8).
   */
  onTambahSoal: (body: SimpanSoal) => Promise<unknown>;
  /** 'Ubah' of a question, then 'Simpan'; as `onTambahSoal`. */
  onUbahSoal: (idSoal: string, body: SimpanSoal) => Promise<unknown>;
  /** After 'Hapus' in 'Anda yakin ingin menghapus soal ini?'; the page shows a failure. */
  onHapusSoal: (idSoal: string) => Promise<unknown>;
  /** 'Tambah Soal' > 'Salin dari Kuis/Ujian': the page opens `SalinSoalUjianModal`. */
  onSalinDariUjian?: () => void;
  /** 'Tambah Soal' > 'Impor Soal': the page opens the import modal. */
  onImpor?: () => void;
  /**
   * 'Tambah Soal' > 'Soal Mata Kuliah': the page opens `SalinSoalModal` with the questions of the
   * course's other banks (spec 2 'Soal Mata Kuliah' copy modal of the bank page).
   */
  onSalinSoalMataKuliah?: () => void;
  /**
   * Uploads a question attachment (folder 'soal_bank_soal') or an essay's answer-key file
   * ('kunci_bank_soal'). Without it the question editor lists the stored files but adds none.
   */
  onUnggahBerkas?: UnggahBerkasSoalFn;
  /** Where the view's toasts go ('Belum ada soal', the editor's checks). @default toastQueue */
  toastQueue?: ToastQueue;
}

const JENIS_MENU: readonly JenisSoal[] = ['pilihan', 'benar_salah', 'esay'];
const SALIN_UJIAN = 'salin-ujian';
const IMPOR = 'impor';
const SOAL_MATA_KULIAH = 'soal-mata-kuliah';

/** Why 'Tambah Soal' is disabled (spec 5 'Question': at most 100 a bank). */
export const PESAN_BANK_PENUH = `Bank soal sudah berisi ${MAKS_SOAL_BANK} soal, jumlah maksimal per bank soal`;

const bersihkan = (teks: string) => teks.replace(/\s+/g, ' ').trim().toLocaleLowerCase('id-ID');

/** The question's words as a search reads them: its text (no markup), options and essay key. */
function teksCari(soal: Soal): string {
  return bersihkan(
    [
      teksPolosSoal(soal.pertanyaan),
      ...(soal.pilihan?.pilihan ?? []),
      soal.benar_salah?.pilihan.benar ?? '',
      soal.benar_salah?.pilihan.salah ?? '',
      soal.esay?.kunci ?? '',
    ].join(' '),
  );
}

/**
 * A question bank's page (spec 2 'Question bank' detail, /bank-soal/{id}): its title, course,
 * lecturer ('Belum Ada Dosen'), visibility (Ditampilkan/Disembunyikan) and question count; 'Cari
 * soal' over its questions; 'Unduh' ('Belum ada soal' when empty); with the write right 'Ubah Bank
 * Soal' and 'Tambah Soal' (Soal Pilihan, Soal Benar Salah, Soal Esai, Salin dari Kuis/Ujian, Impor
 * Soal; disabled at 100 questions), and each question's 'Ubah' (the exams' question editor) and
 * 'Hapus' ('Anda yakin ingin menghapus soal ini?').
 */
export function BankSoalDetailView({
  bank,
  bolehUbah,
  isLoading = false,
  isError = false,
  onRetry,
  search = '',
  onSearchChange,
  onUnduh,
  onUbahBank,
  onTambahSoal,
  onUbahSoal,
  onHapusSoal,
  onSalinDariUjian,
  onImpor,
  onSalinSoalMataKuliah,
  onUnggahBerkas,
  toastQueue: antrian = toastQueue,
}: BankSoalDetailViewProps) {
  const idJudul = useId();
  const idDaftar = useId();
  const [cari, setCari] = useState(search);
  const [mengunduh, setMengunduh] = useState(false);
  const [sunting, setSunting] = useState<SuntingSoal | null>(null);
  const [hapus, setHapus] = useState<Soal | null>(null);
  const [menghapus, setMenghapus] = useState(false);

  const soal = bank?.list_soal ?? [];
  const indeks = useMemo(
    () => soal.map((s, i) => ({ soal: s, nomor: i + 1, teks: teksCari(s) })),
    [soal],
  );
  const kataCari = bersihkan(cari);
  const tampil = kataCari ? indeks.filter((x) => x.teks.includes(kataCari)) : indeks;
  const bisaTambah = bisaTambahSoal(soal.length);

  if (isError) {
    return (
      <section className={styles.root} aria-label="Bank Soal">
        <LoadError onRetry={onRetry} />
      </section>
    );
  }

  if (isLoading || !bank) {
    return (
      <section className={styles.root} aria-label="Bank Soal" aria-busy="true">
        <div className={styles.kepala}>
          <div className={styles.info}>
            <Skeleton width="30%" />
            <Skeleton width="70%" height="1.75rem" />
            <Skeleton width="90%" />
            <Skeleton width="50%" />
          </div>
        </div>
        <div className={styles.daftar}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.kartu}>
              <Skeleton width="25%" />
              <Skeleton width="85%" />
              <Skeleton width="60%" />
            </div>
          ))}
        </div>
      </section>
    );
  }

  const unduh = async () => {
    const cek = validasiUnduhBankSoal(soal.length);
    if (!cek.ok) {
      tampilkanToast({ pesan: cek.pesan, jenis: 'danger' }, antrian);
      return;
    }
    setMengunduh(true);
    try {
      await onUnduh();
    } catch {
      // The page shows the error message (spec 8).
    } finally {
      setMengunduh(false);
    }
  };

  const konfirmasiHapus = async () => {
    if (!hapus) return;
    setMenghapus(true);
    try {
      await onHapusSoal(hapus.id);
    } catch {
      // The page shows the error message (spec 8); the question stays.
    } finally {
      setMenghapus(false);
      setHapus(null);
    }
  };

  const pilihMenu = (key: string) => {
    if (key === SALIN_UJIAN) onSalinDariUjian?.();
    else if (key === IMPOR) onImpor?.();
    else if (key === SOAL_MATA_KULIAH) onSalinSoalMataKuliah?.();
    else setSunting({ jenis: key as JenisSoal });
  };

  const tombolTambah = !bolehUbah ? null : bisaTambah ? (
    <MenuTrigger>
      <Button icon={<Plus />}>Tambah Soal</Button>
      <Menu onAction={(key) => pilihMenu(String(key))}>
        {JENIS_MENU.map((j) => (
          <MenuItem key={j} id={j}>
            {LABEL_JENIS_SOAL[j]}
          </MenuItem>
        ))}
        {onSalinDariUjian || onSalinSoalMataKuliah || onImpor ? <MenuSeparator /> : null}
        {onSalinDariUjian ? <MenuItem id={SALIN_UJIAN}>Salin dari Kuis/Ujian</MenuItem> : null}
        {onSalinSoalMataKuliah ? <MenuItem id={SOAL_MATA_KULIAH}>Soal Mata Kuliah</MenuItem> : null}
        {onImpor ? <MenuItem id={IMPOR}>Impor Soal</MenuItem> : null}
      </Menu>
    </MenuTrigger>
  ) : (
    <Button icon={<Plus />} isDisabled disabledReason={PESAN_BANK_PENUH}>
      Tambah Soal
    </Button>
  );

  let isi: ReactNode;
  if (soal.length === 0) {
    isi = <EmptyState pesan={PESAN_KOSONG.bankSoal} />;
  } else if (tampil.length === 0) {
    isi = (
      <EmptyState
        judul="Soal tidak ditemukan"
        pesan={`Tidak ada soal yang cocok dengan "${cari.trim()}".`}
        icon={<SearchX />}
      />
    );
  } else {
    isi = (
      <ol className={styles.daftar} aria-labelledby={idDaftar}>
        {tampil.map(({ soal: s, nomor }) => (
          <li key={s.id} className={styles.kartu}>
            <KartuSoal
              soal={s}
              nomor={nomor}
              onUbah={bolehUbah ? () => setSunting({ jenis: s.jenis, soal: s }) : undefined}
              onHapus={bolehUbah ? () => setHapus(s) : undefined}
            />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={idJudul}>
      <header className={styles.kepala}>
        <div className={styles.info}>
          <p className={styles.matkul}>
            <span className={styles.kode}>{bank.mata_kuliah.kode}</span> - {bank.mata_kuliah.nama}
          </p>
          <h2 id={idJudul} className={styles.judul}>
            {bank.judul}
          </h2>
          {bank.deskripsi.trim() ? <p className={styles.deskripsi}>{bank.deskripsi}</p> : null}
          <dl className={styles.data}>
            <div className={styles.dataBaris}>
              <dt className={styles.dataLabel}>Dosen</dt>
              <dd className={styles.dataIsi}>
                {bank.dosen ? (
                  bank.dosen.nama
                ) : (
                  <span className={styles.redup}>Belum Ada Dosen</span>
                )}
              </dd>
            </div>
            <div className={styles.dataBaris}>
              <dt className={styles.dataLabel}>Visibilitas</dt>
              <dd className={styles.dataIsi}>
                <Tag tone={bank.ditampilkan ? 'success' : 'grey'}>
                  {bank.ditampilkan ? (
                    <Eye aria-hidden="true" size={14} />
                  ) : (
                    <EyeOff aria-hidden="true" size={14} />
                  )}
                  {bank.ditampilkan ? 'Ditampilkan' : 'Disembunyikan'}
                </Tag>
              </dd>
            </div>
            <div className={styles.dataBaris}>
              <dt className={styles.dataLabel}>Jumlah Soal</dt>
              <dd className={styles.dataIsi}>
                {soal.length} soal
                {bolehUbah ? (
                  <span className={styles.redup}> (maksimal {MAKS_SOAL_BANK})</span>
                ) : null}
              </dd>
            </div>
          </dl>
        </div>
        <div className={styles.aksi}>
          <Button
            variant="secondary"
            icon={<Download />}
            isPending={mengunduh}
            onPress={() => void unduh()}
          >
            Unduh
          </Button>
          {bolehUbah ? (
            <Button variant="secondary" icon={<Pencil />} onPress={onUbahBank}>
              Ubah Bank Soal
            </Button>
          ) : null}
        </div>
      </header>

      <div className={styles.alat}>
        <h3 id={idDaftar} className={styles.subjudul}>
          Daftar Soal
        </h3>
        <div className={styles.alatKanan}>
          <div className={styles.cari}>
            <SearchField
              placeholder="Cari soal"
              defaultValue={search}
              onSearch={(teks) => {
                setCari(teks);
                onSearchChange?.(teks);
              }}
            />
          </div>
          {tombolTambah}
        </div>
      </div>
      {bolehUbah && !bisaTambah ? <p className={styles.catatan}>{PESAN_BANK_PENUH}.</p> : null}
      {kataCari && soal.length > 0 ? (
        <p className={styles.redup} role="status">
          {tampil.length} dari {soal.length} soal cocok dengan pencarian
        </p>
      ) : null}
      {isi}

      {bolehUbah ? (
        <>
          {sunting ? (
            <Suspense fallback={null}>
              <SoalModal
                sunting={sunting}
                onClose={() => setSunting(null)}
                antrian={antrian}
                onUnggahBerkas={onUnggahBerkas}
                folder={FOLDER_SOAL_BANK}
                onSimpan={(s, body) => (s.soal ? onUbahSoal(s.soal.id, body) : onTambahSoal(body))}
              />
            </Suspense>
          ) : null}
          <ConfirmDialog
            isOpen={hapus !== null}
            onOpenChange={(buka) => (buka || menghapus ? undefined : setHapus(null))}
            variant="batal-hapus"
            message="Anda yakin ingin menghapus soal ini?"
            onConfirm={() => void konfirmasiHapus()}
            isPending={menghapus}
            closeOnConfirm={false}
          />
        </>
      ) : null}
    </section>
  );
}
