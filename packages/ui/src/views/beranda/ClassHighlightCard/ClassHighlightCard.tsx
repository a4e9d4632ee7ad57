import { indexBanner, statusKelas } from '@kampus/domain';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import UserRound from 'lucide-react/icons/user-round';
import UsersRound from 'lucide-react/icons/users-round';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Tag } from '../../../primitives/Tag';
import * as styles from './ClassHighlightCard.css';

export interface ClassHighlightCardProps {
  /** Usually `/kelas/{id}`. */
  href: string;
  namaMataKuliah: string;
  kodeMataKuliah: string;
  namaKelas: string;
  jenisKelas: string;
  /** Lecturers' names. */
  pengajar: string[];
  /** Schedule lines, already formatted. */
  jadwal: string[];
  jumlahPeserta: number;
  /** Class status key, read with statusKelas (e.g. 'berlangsung'). */
  status: string;
  bannerUrl?: string | null;
  /** Picks one of the 7 default banners when there is no image (spec 9). */
  bannerIndex: number;
  /** Level of the course-name heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <span className={styles.rowIcon} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.rowText}>
        <span className={styles.code}>{label}</span>
        {children}
      </div>
    </div>
  );
}

/** A class on the home page: one link to the class, with banner, status, lecturers and schedule. */
export function ClassHighlightCard({
  href,
  namaMataKuliah,
  kodeMataKuliah,
  namaKelas,
  jenisKelas,
  pengajar,
  jadwal,
  jumlahPeserta,
  status,
  bannerUrl,
  bannerIndex,
  headingLevel = 3,
}: ClassHighlightCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { label, warna } = statusKelas(status);
  const gradient = styles.bannerGradient[indexBanner(bannerIndex) as 0 | 1 | 2 | 3 | 4 | 5 | 6];
  return (
    // One link, named by the course, stretched over the whole card (the 'block link' pattern):
    // the whole card is clickable while the link's name stays short.
    <article className={styles.card}>
      <span className={`${styles.banner} ${bannerUrl ? '' : gradient}`} aria-hidden="true">
        {bannerUrl ? <img className={styles.bannerImage} src={bannerUrl} alt="" /> : null}
      </span>
      <div className={styles.body}>
        <div className={styles.top}>
          <Tag tone={warna}>{label}</Tag>
        </div>
        <div className={styles.titleBlock}>
          <Heading className={styles.name}>
            <Link href={href} className={styles.link}>
              {namaMataKuliah}
            </Link>
          </Heading>
          <p className={styles.code}>
            {kodeMataKuliah} · {namaKelas} {jenisKelas}
          </p>
        </div>
        <div className={styles.details}>
          <Row icon={<UserRound />} label="Pengajar">
            {pengajar.length > 0 ? pengajar.map((nama) => <span key={nama}>{nama}</span>) : '-'}
          </Row>
          <Row icon={<CalendarClock />} label="Jadwal">
            {jadwal.length > 0 ? jadwal.map((baris) => <span key={baris}>{baris}</span>) : '-'}
          </Row>
        </div>
        <p className={`${styles.footer} ${styles.row}`}>
          <span className={styles.rowIcon} aria-hidden="true">
            <UsersRound />
          </span>
          {jumlahPeserta} Peserta
        </p>
      </div>
    </article>
  );
}
