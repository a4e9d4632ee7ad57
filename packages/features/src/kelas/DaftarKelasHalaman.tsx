import { useDaftarKelasKuliah, useSemesterBerjalan } from '@kampus/api';
import { ClassHighlightGrid } from '@kampus/ui';
import type { ReactNode } from 'react';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { kartuKelas } from '../bersama/kartuKelas';

export interface DaftarKelasHalamanProps {
  judul: string;
  subjudul: string;
  aksi?: ReactNode;
}

/** A page that lists the user's classes of the running period to pick one. */
export function DaftarKelasHalaman({ judul, subjudul, aksi }: DaftarKelasHalamanProps) {
  const semester = useSemesterBerjalan();
  const periode = semester.data?.periode;
  const kelas = useDaftarKelasKuliah({ periode, per_page: 100 }, periode !== undefined);
  return (
    <div className={styles.halaman}>
      <Judul judul={judul} subjudul={subjudul} aksi={aksi} />
      <ClassHighlightGrid
        kelas={(kelas.data?.data ?? []).map(kartuKelas)}
        isLoading={semester.isPending || kelas.isPending}
      />
    </div>
  );
}
