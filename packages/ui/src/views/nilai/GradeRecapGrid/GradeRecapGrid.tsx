import {
  aktivitasTampil,
  FILTER_TAMPILKAN_DEFAULT,
  formatNilai,
  type HakAkses,
  KETERANGAN_NILAI,
  type KeadaanFilterTampilkan,
  kelompokHeaderAktivitas,
  komponenSikadTampil,
  LABEL_STATUS_NILAI,
  linkAktivitasNilai,
  perhitunganNilaiBerjalan,
  type Role,
  statusNilai,
  TEKS_PROSES_PERHITUNGAN_NILAI,
} from '@kampus/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useId, useMemo, useRef } from 'react';
import { Button, Link } from 'react-aria-components';
import { EmptyState, PESAN_KOSONG } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './GradeRecapGrid.css';

/** header_aktivitas (spec 3 'Grade recap'); status_perhitungan IN_PROGRESS shows a warning. */
export interface HeaderAktivitas {
  label_pertemuan: string;
  status_nilai?: string | null;
  status_perhitungan?: string | null;
  aktivitas: { id: string; jenis: string; label: string };
}

export interface HeaderRerata {
  jenis: string;
  label: string;
}

export interface HeaderSikad {
  id: string;
  label: string;
  jenis?: string | null;
  bobot: number;
  aktivitas: { id: string; label?: string; jenis?: string }[];
}

export interface NilaiMahasiswa {
  mahasiswa: { id_user: string; nama: string; nim: string };
  nilai_pertemuan: { aktivitas: { id: string } | string; nilai: number | null }[];
  rata_rata_lms: { jenis: string; rata_rata: number | null }[];
  nilai_sikad: {
    komponen: { id: string; bobot?: number | null };
    nilai: number | null;
    update_by_sikad?: boolean | null;
  }[];
}

/** The grade recap of a class (GET /lms/nilai/kelas_kuliah/{id}). */
export interface RekapNilai {
  header_aktivitas: HeaderAktivitas[];
  header_rerata: HeaderRerata[];
  header_sikad: HeaderSikad[];
  nilai_mahasiswa: NilaiMahasiswa[];
}

export interface GradeRecapGridProps {
  rekap: RekapNilai;
  /** Class id for the activity header links. */
  idKelas: string;
  /** The viewer's role: forum links differ for operators (spec 2). */
  peran: Role;
  /** Operator rights: without read on kelas_kuliah the headers are not links (spec 6). */
  hak?: HakAkses | null;
  /** The 'Tampilkan' checkboxes. @default FILTER_TAMPILKAN_DEFAULT */
  filter?: KeadaanFilterTampilkan;
  /**
   * Opens 'Pengaturan Nilai {type} SIKAD' for a component. Only passed when the user may edit
   * components (bolehUbahKomponenSikad); otherwise the headers are not clickable.
   */
  onSelectKomponen?: (komponen: HeaderSikad) => void;
  /** @default false */
  isLoading?: boolean;
  /** The recap failed to load: shows 'NO DATA' (spec 8). @default false */
  isError?: boolean;
  /** The cleaned error message under 'NO DATA'. */
  errorMessage?: string;
  /** Shows a retry button in the error state. */
  onRetry?: () => void;
}

/** Fixed row height: the virtualiser positions rows by it (CSS rows are set to the same value). */
export const TINGGI_BARIS_NILAI = 44;

const idAktivitas = (a: { id: string } | string) => (typeof a === 'string' ? a : a.id);

function Keterangan() {
  const titleId = useId();
  return (
    <div className={styles.legend}>
      <p id={titleId} className={styles.legendTitle}>
        Keterangan
      </p>
      <ul className={styles.legendList} aria-labelledby={titleId}>
        {Object.values(LABEL_STATUS_NILAI).map(({ label, warna }) => (
          <li key={label} className={styles.legendItem}>
            <span className={`${styles.swatch} ${styles.status[warna]}`} aria-hidden="true" />
            {label}
          </li>
        ))}
        {KETERANGAN_NILAI.map(({ nilai, label }) => (
          <li key={nilai} className={styles.legendItem}>
            <span className={styles.legendValue}>{nilai}</span>: {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The class grade recap (spec 2 'Grade recap'): activity grades grouped by meeting, 'Rata-rata
 * Nilai LMS' per type and 'Nilai SIKAD' per component. Rows are virtualised, so 200+ students
 * scroll smoothly: only the visible rows (plus a few) are in the DOM.
 */
export function GradeRecapGrid({
  rekap,
  idKelas,
  peran,
  hak,
  filter = FILTER_TAMPILKAN_DEFAULT,
  onSelectKomponen,
  isLoading = false,
  isError = false,
  errorMessage,
  onRetry,
}: GradeRecapGridProps) {
  const scrollRef = useRef<HTMLElement>(null);

  const aktivitas = useMemo(
    () => rekap.header_aktivitas.filter((h) => aktivitasTampil(h.aktivitas.jenis, filter)),
    [rekap.header_aktivitas, filter],
  );
  const grup = useMemo(() => kelompokHeaderAktivitas(aktivitas), [aktivitas]);
  const rerata = useMemo(
    () => rekap.header_rerata.filter((h) => aktivitasTampil(h.jenis, filter)),
    [rekap.header_rerata, filter],
  );
  const sikad = useMemo(
    () => rekap.header_sikad.filter((h) => komponenSikadTampil(h.bobot, filter)),
    [rekap.header_sikad, filter],
  );
  // One array of display values per student, aligned with the visible columns.
  const baris = useMemo(
    () =>
      rekap.nilai_mahasiswa.map((m) => {
        const perAktivitas = new Map(m.nilai_pertemuan.map((n) => [idAktivitas(n.aktivitas), n]));
        const perJenis = new Map(m.rata_rata_lms.map((r) => [r.jenis, r.rata_rata]));
        const perKomponen = new Map(m.nilai_sikad.map((s) => [s.komponen.id, s.nilai]));
        return {
          mahasiswa: m.mahasiswa,
          nilai: [
            ...aktivitas.map((h) => formatNilai(perAktivitas.get(h.aktivitas.id)?.nilai)),
            ...rerata.map((h) => formatNilai(perJenis.get(h.jenis))),
            ...sikad.map((h) => formatNilai(perKomponen.get(h.id))),
          ],
        };
      }),
    [rekap.nilai_mahasiswa, aktivitas, rerata, sikad],
  );

  const virtualizer = useVirtualizer({
    count: baris.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TINGGI_BARIS_NILAI,
    overscan: 6,
  });

  if (isLoading) {
    return (
      <div role="status" aria-busy="true" className={styles.skeleton}>
        <span className={visuallyHidden}>Memuat rekap nilai</span>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height="1.5em" />
        ))}
      </div>
    );
  }
  if (isError) return <LoadError pesan={errorMessage} onRetry={onRetry} />;
  if (baris.length === 0) return <EmptyState pesan={PESAN_KOSONG.pesertaKelas} />;

  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const atas = items[0]?.start ?? 0;
  const bawah = total - (items[items.length - 1]?.end ?? 0);
  const jumlahKolom = 1 + aktivitas.length + rerata.length + sikad.length;

  return (
    <div className={styles.wrapper}>
      <section
        ref={scrollRef}
        className={styles.scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label="Rekap nilai kelas"
      >
        <table className={styles.table} aria-rowcount={baris.length + 2}>
          <thead className={styles.thead}>
            <tr aria-rowindex={1}>
              <th
                scope="col"
                rowSpan={2}
                className={`${styles.headCell} ${styles.nameCell} ${styles.corner}`}
              >
                Mahasiswa
              </th>
              {grup.map((g, i) => (
                <th
                  // Meeting labels may repeat when a label comes back later.
                  // biome-ignore lint/suspicious/noArrayIndexKey: groups are positional
                  key={`${g.label_pertemuan}-${i}`}
                  scope="colgroup"
                  colSpan={g.aktivitas.length}
                  className={`${styles.headCell} ${styles.groupCell}`}
                  title={g.label_pertemuan}
                >
                  {g.label_pertemuan}
                </th>
              ))}
              {rerata.length > 0 ? (
                <th scope="colgroup" colSpan={rerata.length} className={styles.headCell}>
                  Rata-rata Nilai LMS
                </th>
              ) : null}
              {sikad.length > 0 ? (
                <th scope="colgroup" colSpan={sikad.length} className={styles.headCell}>
                  Nilai SIKAD
                </th>
              ) : null}
            </tr>
            <tr aria-rowindex={2}>
              {aktivitas.map((h) => {
                const { label, warna } = statusNilai(h.status_nilai);
                const href = linkAktivitasNilai({
                  idKelas,
                  aktivitas: h.aktivitas,
                  role: peran,
                  hak,
                });
                return (
                  <th
                    key={h.aktivitas.id}
                    scope="col"
                    className={`${styles.headCell} ${styles.valueCell} ${styles.activityHead} ${styles.status[warna]}`}
                    title={`${h.aktivitas.label} (${label})`}
                  >
                    <span className={styles.headLabel}>
                      {href ? (
                        <Link href={href} className={styles.link}>
                          {h.aktivitas.label}
                        </Link>
                      ) : (
                        h.aktivitas.label
                      )}
                    </span>
                    <span className={visuallyHidden}> ({label})</span>
                    {perhitunganNilaiBerjalan(h.status_perhitungan) ? (
                      <span
                        className={styles.warningIcon}
                        role="img"
                        aria-label={TEKS_PROSES_PERHITUNGAN_NILAI}
                        title={TEKS_PROSES_PERHITUNGAN_NILAI}
                      >
                        <TriangleAlert aria-hidden="true" />
                      </span>
                    ) : null}
                  </th>
                );
              })}
              {rerata.map((h) => (
                <th key={h.jenis} scope="col" className={`${styles.headCell} ${styles.valueCell}`}>
                  {h.label}
                </th>
              ))}
              {sikad.map((h) => {
                const isi = (
                  <>
                    <span className={styles.headLabel}>{h.label}</span>
                    <span className={styles.sub}>{h.aktivitas.length} aktivitas</span>
                  </>
                );
                return (
                  <th key={h.id} scope="col" className={`${styles.headCell} ${styles.valueCell}`}>
                    {onSelectKomponen ? (
                      <Button className={styles.sikadButton} onPress={() => onSelectKomponen(h)}>
                        {isi}
                      </Button>
                    ) : (
                      isi
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {atas > 0 ? (
              // Spacer for the rows above the window: not part of the table's content.
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row has nothing to focus
              <tr aria-hidden="true" style={{ height: atas }}>
                <td className={styles.spacer} colSpan={jumlahKolom} />
              </tr>
            ) : null}
            {items.map((item) => {
              const b = baris[item.index];
              if (!b) return null;
              return (
                <tr
                  key={b.mahasiswa.id_user}
                  className={styles.row}
                  aria-rowindex={item.index + 3}
                  style={{ height: TINGGI_BARIS_NILAI }}
                >
                  <th scope="row" className={styles.nameCell}>
                    <span className={styles.name} title={b.mahasiswa.nama}>
                      {b.mahasiswa.nama}
                    </span>
                    <span className={styles.nim}>{b.mahasiswa.nim}</span>
                  </th>
                  {b.nilai.map((n, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the column order
                    <td key={i} className={styles.valueCell}>
                      {n}
                    </td>
                  ))}
                </tr>
              );
            })}
            {bawah > 0 ? (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row has nothing to focus
              <tr aria-hidden="true" style={{ height: bawah }}>
                <td className={styles.spacer} colSpan={jumlahKolom} />
              </tr>
            ) : null}
          </tbody>
        </table>
      </section>
      <Keterangan />
    </div>
  );
}
