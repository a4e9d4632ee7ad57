import { formatNilai, hurufPilihan, type JenisSoal, LABEL_JENIS_SOAL } from '@kampus/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../data/DataTable';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import * as styles from './HasilUjianView.css';

/** One question's answer statistics (GET /lms/ujian/{id}/pengerjaan/jawaban_stats). */
export interface BarisStatistikJawaban {
  id_soal: string;
  id_kelompok_soal: string;
  /** 1..N across the exam's groups (not per group), as the editor and grading number them. */
  nomor: number;
  jenis: JenisSoal;
  /** HTML. */
  pertanyaan: string;
  jumlah_menjawab: number;
  jumlah_benar: number;
  /** Choice: how many chose each option; true/false: [benar, salah]; essays: []. */
  sebaran: number[];
  rata_rata_nilai: number | null;
}

export interface DataStatistik {
  data: readonly BarisStatistikJawaban[];
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' with `onRetry`. @default false */
  isError?: boolean;
  onRetry?: () => void;
}

/** The question text without its markup, for one line in the table (never run, never fetched). */
export function teksPolos(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ').trim();
  const dok = new DOMParser().parseFromString(html, 'text/html');
  return (dok.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const labelOpsi = (jenis: JenisSoal, i: number) =>
  jenis === 'benar_salah' ? (i === 0 ? 'Benar' : 'Salah') : hurufPilihan(i);

/** How many chose each option, as small bars relative to those who answered. */
export function SebaranJawaban({ baris }: { baris: BarisStatistikJawaban }) {
  if (baris.jenis === 'esay' || baris.sebaran.length === 0) return <span>-</span>;
  const dasar = Math.max(baris.jumlah_menjawab, ...baris.sebaran, 1);
  return (
    <ul className={styles.sebaran} aria-label={`Sebaran jawaban soal ${baris.nomor}`}>
      {baris.sebaran.map((n, i) => {
        const label = labelOpsi(baris.jenis, i);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the option.
          <li key={i} className={styles.sebaranBaris}>
            <span className={styles.sebaranLabel}>{label}</span>
            <span className={styles.batang} aria-hidden="true">
              <span className={styles.isiBatang} style={{ inlineSize: `${(n / dasar) * 100}%` }} />
            </span>
            <span className={styles.sebaranJumlah}>
              {n}
              <span className={styles.tersembunyi}> mahasiswa memilih {label}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const KOLOM: ColumnDef<BarisStatistikJawaban>[] = [
  { id: 'nomor', header: 'No', meta: { align: 'end' }, cell: ({ row }) => row.original.nomor },
  {
    id: 'soal',
    header: 'Soal',
    cell: ({ row }) => (
      <span className={styles.potong}>{teksPolos(row.original.pertanyaan) || '-'}</span>
    ),
  },
  {
    id: 'jenis',
    header: 'Jenis',
    cell: ({ row }) => (
      <span className={styles.nowrap}>{LABEL_JENIS_SOAL[row.original.jenis]}</span>
    ),
  },
  {
    id: 'menjawab',
    header: 'Menjawab',
    meta: { align: 'end' },
    cell: ({ row }) => row.original.jumlah_menjawab,
  },
  {
    id: 'benar',
    header: 'Benar',
    meta: { align: 'end' },
    // Essays have no key to match: graded by the lecturer instead.
    cell: ({ row }) => (row.original.jenis === 'esay' ? '-' : row.original.jumlah_benar),
  },
  {
    id: 'sebaran',
    header: 'Sebaran Jawaban',
    cell: ({ row }) => <SebaranJawaban baris={row.original} />,
  },
  {
    id: 'rata',
    header: 'Rata-rata Nilai',
    meta: { align: 'end' },
    cell: ({ row }) => formatNilai(row.original.rata_rata_nilai),
  },
];

/** 'Statistik Jawaban': per question its kind, who answered, who was right, the spread, the mean. */
export function TabelStatistik({ statistik }: { statistik: DataStatistik }) {
  if (statistik.isError) return <LoadError onRetry={statistik.onRetry} />;
  return (
    <DataTable
      aria-label="Statistik Jawaban"
      kartuDiPonsel
      columns={KOLOM}
      data={statistik.data as BarisStatistikJawaban[]}
      getRowId={(b) => b.id_soal}
      isLoading={statistik.isLoading}
      empty={<EmptyState pesan="Belum ada jawaban pada kuis/ujian ini." />}
    />
  );
}
