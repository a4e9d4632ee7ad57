import {
  matriksRekapKehadiran,
  rekapBisaDiklik,
  type SelRekapKehadiran,
  simbolRekapKehadiran,
} from '@kampus/domain';
import { Button } from 'react-aria-components';
import { EmptyState, PESAN_KOSONG } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import { AttendanceLegend, RecapSymbol } from '../AttendanceLegend';
import * as styles from './RecapGrid.css';

/** A recap row (spec 3 'Recap row'): one student at one meeting. */
export interface RekapKehadiranSel extends SelRekapKehadiran {
  mahasiswa: { nim: string; nama: string; id_user?: string };
  pertemuan: { nomor: number; jenis?: string | null };
  is_hadir?: boolean | null;
  ada_presensi?: boolean | null;
  presensi?: string | null;
  progress?: { overall?: number | null; fraction?: string | null } | null;
  updated_at?: string | null;
  updated_by?: { username?: string | null; name?: string | null } | null;
}

export interface RecapGridProps<T extends RekapKehadiranSel = RekapKehadiranSel> {
  /** The recap rows of the class (GET /lms/kehadiran_mahasiswa/kelas_kuliah/{id}). */
  rekap: T[];
  /** Meetings 1..N, the class's jumlah_pertemuan. */
  jumlahPertemuan: number;
  /** Opens the detail of a cell; offline meetings and cells without a recap are not clickable. */
  onSelect?: (sel: T) => void;
  /** @default false */
  isLoading?: boolean;
  /** The recap failed to load: shows 'NO DATA' (spec 8). @default false */
  isError?: boolean;
  /** The cleaned error message under 'NO DATA'. */
  errorMessage?: string;
  /** Shows a retry button in the error state. */
  onRetry?: () => void;
  /** Show the legend under the grid. @default true */
  showLegend?: boolean;
}

/** The class attendance recap: students by meetings 1..N, an icon per meeting (spec 2). */
export function RecapGrid<T extends RekapKehadiranSel>({
  rekap,
  jumlahPertemuan,
  onSelect,
  isLoading = false,
  isError = false,
  errorMessage,
  onRetry,
  showLegend = true,
}: RecapGridProps<T>) {
  if (isLoading) {
    return (
      <div role="status" aria-busy="true" className={styles.skeleton}>
        <span className={visuallyHidden}>Memuat rekap kehadiran</span>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height="1.5em" />
        ))}
      </div>
    );
  }
  if (isError) return <LoadError pesan={errorMessage} onRetry={onRetry} />;

  const baris = matriksRekapKehadiran(rekap, jumlahPertemuan);
  if (baris.length === 0) return <EmptyState pesan={PESAN_KOSONG.pesertaKelas} />;
  const nomor = Array.from({ length: Math.max(0, jumlahPertemuan) }, (_, i) => i + 1);

  return (
    <div className={styles.wrapper}>
      <section
        className={styles.scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label="Rekap kehadiran kelas"
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th
                scope="col"
                className={`${styles.headCell} ${styles.numberCell} ${styles.corner}`}
              >
                No
              </th>
              <th scope="col" className={`${styles.headCell} ${styles.nameCell} ${styles.corner}`}>
                Nama Mahasiswa
              </th>
              {nomor.map((n) => (
                <th key={n} scope="col" className={styles.headCell}>
                  <span className={visuallyHidden}>Pertemuan </span>
                  {n}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {baris.map(({ mahasiswa, sel }, index) => (
              <tr key={mahasiswa.nim}>
                <td className={styles.numberCell}>{index + 1}</td>
                <th scope="row" className={styles.nameCell}>
                  <span className={styles.name} title={mahasiswa.nama}>
                    {mahasiswa.nama}
                  </span>
                  <span className={styles.nim}>{mahasiswa.nim}</span>
                </th>
                {sel.map((s, i) => {
                  const n = i + 1;
                  const simbol = simbolRekapKehadiran(s ?? {});
                  return (
                    <td key={n} className={styles.cell}>
                      {s && onSelect && rekapBisaDiklik(s) ? (
                        <Button
                          className={styles.cellButton}
                          aria-label={`Pertemuan ${n}: ${simbol.label}`}
                          onPress={() => onSelect(s)}
                        >
                          <RecapSymbol simbol={simbol} isDecorative />
                        </Button>
                      ) : (
                        <span className={styles.staticCell}>
                          <RecapSymbol
                            simbol={{ ...simbol, label: `Pertemuan ${n}: ${simbol.label}` }}
                          />
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {showLegend ? <AttendanceLegend variant="rekap" /> : null}
    </div>
  );
}
