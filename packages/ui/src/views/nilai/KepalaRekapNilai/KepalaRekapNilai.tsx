import { labelModeKuliah, labelNamaKelas, labelPeriode } from '@kampus/domain';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../primitives/Button';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './KepalaRekapNilai.css';

/** The class of the grade recap, as the header box needs it (spec 2 'Grade recap'). */
export interface KelasRekapNilai {
  /** Period code, e.g. 20251. */
  periode: number | string | null;
  mata_kuliah: { kode: string; nama: string };
  kelas: { nama?: string | null; jenis?: { nama?: string | null } | null };
  kampus?: { nama?: string | null } | null;
  /** online, offline, campuran; anything else shows '-'. */
  mode_kuliah?: string | null;
}

export interface KepalaRekapNilaiProps {
  /** `null` while loading or after an error. */
  kelas: KelasRekapNilai | null;
  /** 'Export Excel'; the button is hidden without it. */
  onEkspor?: () => void;
  /** The export is being built: spinner, presses ignored. @default false */
  isEksporPending?: boolean;
  /** E.g. no student yet. @default false */
  isEksporDisabled?: boolean;
  /** Tooltip on the disabled export. */
  eksporDisabledReason?: string;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' (spec 8 'Page loads'). @default false */
  isError?: boolean;
  onRetry?: () => void;
}

function Fakta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * The header box of the grade recap (spec 2 'Grade recap'): the course (code-name) as its heading,
 * then period, class
 * (name plus type), campus, lecture mode (Online, Offline, Campuran or '-') and 'Export Excel'.
 */
export function KepalaRekapNilai({
  kelas,
  onEkspor,
  isEksporPending = false,
  isEksporDisabled = false,
  eksporDisabledReason,
  isLoading = false,
  isError = false,
  onRetry,
}: KepalaRekapNilaiProps) {
  const idJudul = useId();
  if (isError) {
    return (
      <div className={styles.root}>
        <LoadError onRetry={onRetry} />
      </div>
    );
  }
  if (isLoading || !kelas) {
    return (
      <div className={styles.root} role="status" aria-busy="true" aria-label="Memuat kelas">
        <Skeleton width="40%" height="1.5em" />
        <Skeleton height="3em" />
      </div>
    );
  }

  const mataKuliah = `${kelas.mata_kuliah.kode} - ${kelas.mata_kuliah.nama}`;
  return (
    <section className={styles.root} aria-labelledby={idJudul}>
      <div className={styles.top}>
        <h2 id={idJudul} className={styles.title}>
          <span className={visuallyHidden}>Mata Kuliah </span>
          {mataKuliah}
        </h2>
        {onEkspor ? (
          <Button
            variant="secondary"
            icon={<FileSpreadsheet />}
            isPending={isEksporPending}
            isDisabled={isEksporDisabled}
            disabledReason={isEksporDisabled ? eksporDisabledReason : undefined}
            onPress={onEkspor}
          >
            Export Excel
          </Button>
        ) : null}
      </div>
      <dl className={styles.facts} aria-label="Informasi kelas">
        <Fakta label="Periode">{labelPeriode(kelas.periode)}</Fakta>
        <Fakta label="Kelas">{labelNamaKelas(kelas.kelas)}</Fakta>
        <Fakta label="Kampus">{kelas.kampus?.nama?.trim() || '-'}</Fakta>
        <Fakta label="Mode Kuliah">{labelModeKuliah(kelas.mode_kuliah)}</Fakta>
      </dl>
    </section>
  );
}
