import type { KelasKuliah } from '@kampus/api';
import {
  BELUM_ADA_DOSEN,
  indexBanner,
  labelNamaKelas,
  labelPeriode,
  namaLengkapPengajar,
  statusKelas,
} from '@kampus/domain';
import type { ReactNode } from 'react';
import { AvatarStack } from '../../../primitives/AvatarStack';
import { LoadError } from '../../../primitives/LoadError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Tag } from '../../../primitives/Tag';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './KelasHeader.css';

export interface KelasHeaderProps {
  /** The class (GET /v2/lms/kelas_kuliah/{id}); `null` while loading or after an error. */
  kelas: KelasKuliah | null;
  /** Buttons or links at the end, e.g. 'Profil Kelas' or 'Pengaturan Kelas'. */
  actions?: ReactNode;
  /** @default false */
  isLoading?: boolean;
  /** 'NO DATA' (spec 8 'Page loads'). @default false */
  isError?: boolean;
  onRetry?: () => void;
  /** Level of the course-name heading. @default 1 */
  headingLevel?: 1 | 2;
}

function Banner({ kelas }: { kelas: KelasKuliah | null }) {
  // No image: one of the 7 default banners by index modulo 7 (spec 9).
  const gradient =
    styles.bannerGradient[indexBanner(kelas?.banner_color_idx) as 0 | 1 | 2 | 3 | 4 | 5 | 6];
  return (
    <div className={`${styles.banner} ${kelas?.banner_url ? '' : gradient}`} aria-hidden="true">
      {kelas?.banner_url ? (
        <img className={styles.bannerImage} src={kelas.banner_url} alt="" />
      ) : null}
    </div>
  );
}

/**
 * The class page header (spec 2 'Class detail'): banner (image or default gradient), course name,
 * code, class label, period, status and lecturers, with an `actions` slot.
 */
export function KelasHeader({
  kelas,
  actions,
  isLoading = false,
  isError = false,
  onRetry,
  headingLevel = 1,
}: KelasHeaderProps) {
  const Heading = `h${headingLevel}` as const;

  if (isLoading || (!kelas && !isError)) {
    return (
      <div className={styles.root} role="status" aria-busy="true">
        <span className={visuallyHidden}>Memuat kelas</span>
        <Banner kelas={null} />
        <div className={styles.body}>
          <div className={styles.main}>
            <Skeleton width="8rem" height="1.5em" />
            <Skeleton width="60%" height="1.75em" />
            <Skeleton width="40%" />
          </div>
        </div>
      </div>
    );
  }
  if (!kelas) {
    return (
      <div className={styles.root}>
        <LoadError onRetry={onRetry} />
      </div>
    );
  }

  const status = statusKelas(kelas.status);
  const pengajar = kelas.pengajar.map((p) => ({
    nama: namaLengkapPengajar(p),
    fotoUrl: p.avatar_url,
  }));
  return (
    <header className={styles.root}>
      <Banner kelas={kelas} />
      <div className={styles.body}>
        <div className={styles.main}>
          <div className={styles.tags}>
            <Tag tone={status.warna}>{status.label}</Tag>
          </div>
          <Heading className={styles.title}>{kelas.mata_kuliah.nama}</Heading>
          <p className={styles.meta}>
            <span>
              <span className={visuallyHidden}>Kode Matkul </span>
              {kelas.mata_kuliah.kode}
            </span>
            <span aria-hidden="true">·</span>
            <span>Kelas {labelNamaKelas(kelas.kelas)}</span>
            <span aria-hidden="true">·</span>
            <span>Periode {labelPeriode(kelas.periode)}</span>
          </p>
          <div className={styles.pengajar}>
            {pengajar.length > 0 ? (
              <>
                <AvatarStack people={pengajar} aria-label="Pengajar" />
                <p className={styles.namaPengajar}>{pengajar.map((p) => p.nama).join(', ')}</p>
              </>
            ) : (
              <p className={styles.namaPengajar}>{BELUM_ADA_DOSEN}</p>
            )}
          </div>
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
