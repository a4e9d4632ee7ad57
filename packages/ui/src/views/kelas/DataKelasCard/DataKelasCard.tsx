import type { KelasKuliah } from '@kampus/api';
import { formatJadwal, labelModeKuliah, labelPeriode } from '@kampus/domain';
import BookOpenText from 'lucide-react/icons/book-open-text';
import Pencil from 'lucide-react/icons/pencil';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './DataKelasCard.css';

export interface DataKelasCardProps {
  kelas: KelasKuliah | null;
  /** 'Lihat Silabus, RPS, dan RE' opens the syllabus modal. Hidden when not given. */
  onLihatSilabus?: () => void;
  /** 'Ubah Kelas' opens the class data dialog. Hidden when not given (spec 6). */
  onUbahKelas?: () => void;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' (spec 8 'Page loads': class profile). @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Level of the card title. @default 2 */
  titleLevel?: 2 | 3;
}

const prodiTeks = (p: { jenjang: string; nama: string }) => `${p.jenjang} ${p.nama}`;

/**
 * The 'Data Kelas' card of the class profile (spec 2 'Class detail'): the class fields and the
 * optional 'Lihat Silabus, RPS, dan RE' and 'Ubah Kelas' buttons. Teachers are in
 * `DataPengajarCard`.
 */
export function DataKelasCard({
  kelas,
  onLihatSilabus,
  onUbahKelas,
  isLoading = false,
  isError = false,
  onRetry,
  titleLevel = 2,
}: DataKelasCardProps) {
  const baris: [string, string][] = kelas
    ? [
        ['Periode', labelPeriode(kelas.periode)],
        ['SKS', String(kelas.mata_kuliah.sks)],
        ['Nama Kelas', kelas.kelas.nama],
        ['Jenis Kelas', kelas.kelas.jenis.nama],
        ['Mode Kuliah', labelModeKuliah(kelas.mode_kuliah)],
        ['Kode Matkul', kelas.mata_kuliah.kode],
        ['Mata Kuliah', kelas.mata_kuliah.nama],
        ['Prodi Matkul', prodiTeks(kelas.mata_kuliah.prodi)],
        ['Prodi Kelas', kelas.prodi_kelas.map(prodiTeks).join(', ') || '-'],
        ['Lingkup Kelas', kelas.lingkup ?? '-'],
        ['Kapasitas', String(kelas.kapasitas)],
        ['Kampus', kelas.kampus.nama],
        ['Jadwal', kelas.jadwal.map(formatJadwal).join('; ') || '-'],
      ]
    : [];
  const adaTombol = Boolean(onLihatSilabus || onUbahKelas);
  return (
    <Card title="Data Kelas" titleLevel={titleLevel}>
      {isLoading || (!kelas && !isError) ? (
        <div role="status" aria-busy="true" className={styles.skeleton}>
          <span className={visuallyHidden}>Memuat data kelas</span>
          <Skeleton width="60%" />
          <Skeleton width="80%" />
          <Skeleton width="40%" />
        </div>
      ) : !kelas ? (
        <LoadError onRetry={onRetry} />
      ) : (
        <div className={styles.root}>
          <dl className={styles.list}>
            {baris.map(([label, nilai]) => (
              <div key={label} className={styles.row}>
                <dt className={styles.term}>{label}</dt>
                <dd className={styles.value}>{nilai}</dd>
              </div>
            ))}
          </dl>
          {adaTombol ? (
            <div className={styles.actions}>
              {onLihatSilabus ? (
                <Button variant="secondary" icon={<BookOpenText />} onPress={onLihatSilabus}>
                  Lihat Silabus, RPS, dan RE
                </Button>
              ) : null}
              {onUbahKelas ? (
                <Button icon={<Pencil />} onPress={onUbahKelas}>
                  Ubah Kelas
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </Card>
  );
}
