import {
  DEFAULT_ZONA_WAKTU,
  formatJam,
  formatTanggal,
  type StatusMonitoringTugas,
} from '@kampus/domain';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { Inline } from '../../../layout/Inline';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { LoadError } from '../../../primitives/LoadError';
import { ProgressBar } from '../../../primitives/ProgressBar';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag, type TagTone } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './MonitoringTugasCard.css';

/** The counts of an assignment's monitoring (contract RekapTugas). */
export interface RekapTugasView {
  status: StatusMonitoringTugas;
  /** Students of the class, or groups of a group assignment. */
  jumlah_target: number;
  jumlah_pengumpulan: number;
  jumlah_terlambat: number;
  jumlah_dinilai: number;
  rata_rata_nilai: number | null;
}

export interface TugasMonitoringView {
  id: string;
  judul: string;
  jenis: 'individu' | 'kelompok';
  waktu_mulai: string;
  waktu_selesai: string;
  terima_terlambat: boolean;
  rekap: RekapTugasView | null;
}

export interface MonitoringTugasCardProps {
  tugas: TugasMonitoringView | null;
  /** The assignment's page (its submissions), e.g. '/tugas/{id}'. */
  href: string;
  /** @default the college's default zone */
  timeZone?: string;
  /** Edit and delete (lecturers of the class, operators with write). Hidden when not given. */
  onUbah?: () => void;
  onHapus?: () => void;
  /** @default false */
  isLoading?: boolean;
  /** @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** @default 3 */
  titleLevel?: 2 | 3;
}

const NADA: Record<StatusMonitoringTugas, TagTone> = {
  'Belum Dimulai': 'grey',
  'Belum Ada Pengumpulan': 'warning',
  'Belum Dinilai': 'blue',
  'Sudah Dinilai': 'success',
};

const waktu = (iso: string, tz: string) => `${formatTanggal(iso, tz)} ${formatJam(iso, tz)}`;

/**
 * The assignment monitoring card (spec 2 'Assignments'): title, type, the open period, the
 * status (Belum Dimulai, Belum Ada Pengumpulan, Belum Dinilai, Sudah Dinilai), how many handed
 * in (late ones counted) and how many are graded, the average grade, and the link to the
 * submissions.
 */
export function MonitoringTugasCard({
  tugas,
  href,
  timeZone = DEFAULT_ZONA_WAKTU,
  onUbah,
  onHapus,
  isLoading = false,
  isError = false,
  onRetry,
  titleLevel = 3,
}: MonitoringTugasCardProps) {
  if (isLoading || (!tugas && !isError)) {
    return (
      <Card title="Monitoring Tugas" titleLevel={titleLevel}>
        <div role="status" aria-busy="true" className={styles.isi}>
          <span className={visuallyHidden}>Memuat tugas</span>
          <Skeleton width="60%" />
          <Skeleton width="80%" />
          <Skeleton width="40%" />
        </div>
      </Card>
    );
  }
  if (isError || !tugas) {
    return (
      <Card title="Monitoring Tugas" titleLevel={titleLevel}>
        <LoadError onRetry={onRetry} />
      </Card>
    );
  }
  const r = tugas.rekap;
  const satuan = tugas.jenis === 'kelompok' ? 'kelompok' : 'mahasiswa';
  const aksi =
    onUbah || onHapus ? (
      <Inline gap="xs">
        {onUbah ? (
          <Button iconOnly icon={<Pencil />} aria-label={`Ubah ${tugas.judul}`} onPress={onUbah} />
        ) : null}
        {onHapus ? (
          <Button
            iconOnly
            variant="danger"
            icon={<Trash2 />}
            aria-label={`Hapus ${tugas.judul}`}
            onPress={onHapus}
          />
        ) : null}
      </Inline>
    ) : undefined;
  return (
    <Card title={tugas.judul} titleLevel={titleLevel} headerActions={aksi}>
      <div className={styles.isi}>
        <Inline gap="sm" align="center" wrap>
          <Tag tone="primary">{tugas.jenis === 'kelompok' ? 'Kelompok' : 'Individu'}</Tag>
          {r ? <Tag tone={NADA[r.status]}>{r.status}</Tag> : null}
          {tugas.terima_terlambat ? <Tag tone="grey">Terima terlambat</Tag> : null}
        </Inline>
        <p className={styles.periode}>
          {waktu(tugas.waktu_mulai, timeZone)} – {waktu(tugas.waktu_selesai, timeZone)}
        </p>
        {r ? (
          <dl className={styles.angka}>
            <div>
              <dt>Mengumpulkan</dt>
              <dd>
                {r.jumlah_pengumpulan} dari {r.jumlah_target} {satuan}
                {r.jumlah_terlambat > 0 ? ` (${r.jumlah_terlambat} terlambat)` : ''}
              </dd>
            </div>
            <div>
              <dt>Dinilai</dt>
              <dd>
                {r.jumlah_dinilai} dari {r.jumlah_pengumpulan}
              </dd>
            </div>
            <div>
              <dt>Rata-rata nilai</dt>
              <dd>
                {r.rata_rata_nilai === null
                  ? '-'
                  : r.rata_rata_nilai.toLocaleString('id-ID', { maximumFractionDigits: 2 })}
              </dd>
            </div>
          </dl>
        ) : null}
        {r && r.jumlah_target > 0 ? (
          <ProgressBar
            label="Pengumpulan"
            value={Math.min(1, r.jumlah_pengumpulan / r.jumlah_target)}
          />
        ) : null}
        <Button href={href} variant="secondary" icon={<ClipboardList />}>
          Lihat Pengumpulan
        </Button>
      </div>
    </Card>
  );
}
