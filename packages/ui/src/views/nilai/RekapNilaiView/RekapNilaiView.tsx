import {
  FILTER_TAMPILKAN_DEFAULT,
  type HakAkses,
  type KeadaanFilterTampilkan,
  perhitunganNilaiBerjalan,
  type Role,
  TEKS_BELUM_ADA_NILAI_KIRIM,
  TEKS_PROSES_PERHITUNGAN_NILAI,
} from '@kampus/domain';
import CloudUpload from 'lucide-react/icons/cloud-upload';
import { Button } from '../../../primitives/Button';
import { Callout } from '../../../primitives/Callout';
import { FilterTampilkanNilai } from '../FilterTampilkanNilai';
import { GradeRecapGrid, type HeaderSikad, type RekapNilai } from '../GradeRecapGrid';
import { type KelasRekapNilai, KepalaRekapNilai } from '../KepalaRekapNilai';
import * as styles from './RekapNilaiView.css';

export const JUDUL_REKAP_NILAI = 'Rekap Nilai Kelas';
const TEKS_EKSPOR_KOSONG = 'Tidak ada data untuk diekspor';

const REKAP_KOSONG: RekapNilai = {
  header_aktivitas: [],
  header_rerata: [],
  header_sikad: [],
  nilai_mahasiswa: [],
};

export interface RekapNilaiViewProps {
  /** Class id (activity header links). */
  idKelas: string;
  /** The viewer's role: dosen or operator (spec 2). */
  peran: Role;
  /** Operator rights: without read on kelas_kuliah the activity headers are not links. */
  hak?: HakAkses | null;
  /** The class of the header box; `null` while loading or after an error. */
  kelas: KelasRekapNilai | null;
  /** @default false */
  isKelasLoading?: boolean;
  /** @default false */
  isKelasError?: boolean;
  onRetryKelas?: () => void;
  /** The recap (GET /lms/nilai/kelas_kuliah/{id}); `null` while loading or after an error. */
  rekap: RekapNilai | null;
  /** The 'Tampilkan' checkboxes; the page keeps them (the export honours them). */
  filter?: KeadaanFilterTampilkan;
  onFilterChange: (filter: KeadaanFilterTampilkan) => void;
  /** 'Export Excel'; hidden without it. */
  onEkspor?: () => void;
  /** @default false */
  isEksporPending?: boolean;
  /** Opens 'Pengaturan Nilai {type} SIKAD'; only for the grade-integration actor with write. */
  onSelectKomponen?: (komponen: HeaderSikad) => void;
  /** Opens the preview before sending grades to SIKAD; hidden without it. */
  onPratinjauSikad?: () => void;
  /**
   * A recalculation runs (the job of the queue) even when no header says so yet: shows
   * 'Sedang proses perhitungan nilai'. @default false
   */
  sedangMenghitung?: boolean;
  /** The recap is loading. @default false */
  isLoading?: boolean;
  /** The recap failed: 'NO DATA' (spec 8). @default false */
  isError?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
}

/**
 * The class grade recap page, /nilai/{id} ('Nilai' > 'Rekap Nilai Kelas', spec 2 'Grade recap'):
 * the header box with 'Export Excel', the 'Tampilkan' filter, the grid with its 'Keterangan'
 * legend, the warning while grades are recalculated, the SIKAD components' modal (through
 * `onSelectKomponen`) and the preview of a push to SIKAD. Receives data, never fetches.
 */
export function RekapNilaiView({
  idKelas,
  peran,
  hak,
  kelas,
  isKelasLoading = false,
  isKelasError = false,
  onRetryKelas,
  rekap,
  filter = FILTER_TAMPILKAN_DEFAULT,
  onFilterChange,
  onEkspor,
  isEksporPending = false,
  onSelectKomponen,
  onPratinjauSikad,
  sedangMenghitung = false,
  isLoading = false,
  isError = false,
  errorMessage,
  onRetry,
}: RekapNilaiViewProps) {
  const data = rekap ?? REKAP_KOSONG;
  const memuat = isLoading || (!rekap && !isError);
  const menghitung =
    sedangMenghitung ||
    data.header_aktivitas.some((h) => perhitunganNilaiBerjalan(h.status_perhitungan));
  const kosong = data.nilai_mahasiswa.length === 0;

  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{JUDUL_REKAP_NILAI}</h1>
      <KepalaRekapNilai
        kelas={kelas}
        isLoading={isKelasLoading}
        isError={isKelasError}
        onRetry={onRetryKelas}
        onEkspor={onEkspor}
        isEksporPending={isEksporPending}
        isEksporDisabled={memuat || isError || kosong}
        eksporDisabledReason={kosong && !memuat && !isError ? TEKS_EKSPOR_KOSONG : undefined}
      />
      {menghitung && !memuat ? (
        <Callout tone="warning" role="status">
          {TEKS_PROSES_PERHITUNGAN_NILAI}
        </Callout>
      ) : null}
      <div className={styles.toolbar}>
        <div className={styles.filter}>
          <FilterTampilkanNilai value={filter} onChange={onFilterChange} isDisabled={memuat} />
        </div>
        {onPratinjauSikad ? (
          <Button
            icon={<CloudUpload />}
            onPress={onPratinjauSikad}
            isDisabled={memuat || isError || kosong}
            disabledReason={kosong && !memuat && !isError ? TEKS_BELUM_ADA_NILAI_KIRIM : undefined}
          >
            Pratinjau Kirim SIKAD
          </Button>
        ) : null}
      </div>
      <GradeRecapGrid
        rekap={data}
        idKelas={idKelas}
        peran={peran}
        hak={hak}
        filter={filter}
        onSelectKomponen={onSelectKomponen}
        isLoading={memuat}
        isError={isError}
        errorMessage={errorMessage}
        onRetry={onRetry}
      />
    </div>
  );
}
