import { type KelasKuliah, useDaftarKelasKuliah, useSemesterBerjalan } from '@kampus/api';
import { ClassHighlightGrid } from '@kampus/ui';
import type { ReactNode } from 'react';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { kartuKelas } from '../bersama/kartuKelas';

export interface DaftarKelasHalamanProps {
  judul: string;
  subjudul: string;
  aksi?: ReactNode;
  /** Where a class card goes. @default '/kelas/{id}' */
  hrefKelas?: (kelas: KelasKuliah) => string;
}

/** A page that lists the user's classes of the running period to pick one. */
export function DaftarKelasHalaman({ judul, subjudul, aksi, hrefKelas }: DaftarKelasHalamanProps) {
  const semester = useSemesterBerjalan();
  const periode = semester.data?.periode;
  const kelas = useDaftarKelasKuliah({ periode, per_page: 100 }, periode !== undefined);
  return (
    <div className={styles.halaman}>
      <Judul judul={judul} subjudul={subjudul} aksi={aksi} />
      <ClassHighlightGrid
        kelas={(kelas.data?.data ?? []).map((k) => {
          const kartu = kartuKelas(k);
          return hrefKelas ? { ...kartu, href: hrefKelas(k) } : kartu;
        })}
        isLoading={semester.isPending || kelas.isPending}
      />
    </div>
  );
}
