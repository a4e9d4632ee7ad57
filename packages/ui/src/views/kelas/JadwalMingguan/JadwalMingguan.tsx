import type { KelasKuliah } from '@kampus/api';
import {
  formatRentangJamJadwal,
  labelNamaKelas,
  labelZonaWaktu,
  susunJadwalMingguan,
} from '@kampus/domain';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './JadwalMingguan.css';

/** The class fields the timetable shows; a whole `KelasKuliah` fits. */
export type KelasJadwal = Pick<KelasKuliah, 'id' | 'mata_kuliah' | 'kelas' | 'jadwal'>;

export interface JadwalMingguanProps {
  /** The user's classes with their weekly slots (KelasKuliah.jadwal). */
  kelas: KelasJadwal[];
  /** Where a slot leads. @default `/kelas/{id}` */
  hrefFor?: (idKelas: string) => string;
  /** Time zone of the schedule, for its label (WIB/WITA/WIT). @default 'Asia/Jakarta' */
  timeZone?: string;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Level of the day headings. @default 2 */
  headingLevel?: 2 | 3;
}

interface Slot {
  key: string;
  hari: number;
  jam_mulai: string;
  jam_selesai: string;
  ruangan: string | null;
  kelas: KelasJadwal;
}

const hrefKelas = (id: string) => `/kelas/${encodeURIComponent(id)}`;

function Hari({
  nama,
  slot,
  zona,
  hrefFor,
  headingLevel,
}: {
  nama: string;
  slot: Slot[];
  zona: string;
  hrefFor: (id: string) => string;
  headingLevel: 2 | 3;
}) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={`${styles.hari} ${slot.length === 0 ? styles.hariKosong : ''}`}
      aria-labelledby={id}
    >
      <Heading id={id} className={styles.namaHari}>
        {nama}
      </Heading>
      {slot.length > 0 ? (
        <ul className={styles.daftar}>
          {slot.map((s) => (
            <li key={s.key}>
              <Link href={hrefFor(s.kelas.id)} className={styles.slot}>
                <span className={styles.jam}>
                  <span className={styles.ikon} aria-hidden="true">
                    <Clock />
                  </span>
                  {formatRentangJamJadwal(s)} {zona}
                </span>
                <span className={styles.matkul}>{s.kelas.mata_kuliah.nama}</span>
                <span className={styles.meta}>
                  {s.kelas.mata_kuliah.kode} · Kelas {labelNamaKelas(s.kelas.kelas)}
                </span>
                <span className={styles.meta}>
                  <span className={styles.ikon} aria-hidden="true">
                    <MapPin />
                  </span>
                  <span className={visuallyHidden}>Ruangan </span>
                  {s.ruangan ?? '-'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.kosong}>Tidak ada kelas</p>
      )}
    </section>
  );
}

/**
 * The weekly timetable /jadwal (spec 2 routes, 3 'Class' jadwal): Senin to Sabtu (and Minggu when
 * used) side by side, each slot in time order with its time, course, class and room, linking to the
 * class. On phones a list grouped by day, without the empty days.
 */
export function JadwalMingguan({
  kelas,
  hrefFor = hrefKelas,
  timeZone,
  isLoading = false,
  isError = false,
  onRetry,
  headingLevel = 2,
}: JadwalMingguanProps) {
  if (isLoading) {
    return (
      <div role="status" aria-busy="true" className={`${styles.minggu} ${styles.kolom[6]}`}>
        <span className={visuallyHidden}>Memuat jadwal</span>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={styles.hari}>
            <Skeleton width="50%" />
            <Skeleton height="5em" />
          </div>
        ))}
      </div>
    );
  }
  if (isError) return <LoadError onRetry={onRetry} />;

  const slot: Slot[] = kelas.flatMap((k) =>
    k.jadwal.map((j, i) => ({
      key: `${k.id}-${i}`,
      hari: j.hari,
      jam_mulai: j.jam_mulai,
      jam_selesai: j.jam_selesai,
      ruangan: j.ruangan?.nama ?? null,
      kelas: k,
    })),
  );
  const minggu = susunJadwalMingguan(slot);
  if (minggu.every((h) => h.slot.length === 0)) {
    return <EmptyState pesan="Belum ada jadwal kuliah." icon={<CalendarDays />} />;
  }
  const zona = labelZonaWaktu(timeZone);
  return (
    <div className={`${styles.minggu} ${styles.kolom[minggu.length === 7 ? 7 : 6]}`}>
      {minggu.map((h) => (
        <Hari
          key={h.hari}
          nama={h.nama}
          slot={h.slot}
          zona={zona}
          hrefFor={hrefFor}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
