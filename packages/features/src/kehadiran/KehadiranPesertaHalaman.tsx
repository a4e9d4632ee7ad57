import { Button, Skeleton } from '@kampus/ui';
import { Suspense, useState } from 'react';
import { lazyHalaman } from '../app/lazyHalaman';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { usePengguna } from '../bersama/konteks';
import { DaftarKehadiranPeserta } from './DaftarKehadiranPeserta';

// The eligibility rule's form: loaded when an operator opens it.
const PembatasanUjianBagian = lazyHalaman(() => import('./PembatasanUjianBagian'));

/**
 * /kehadiran-peserta: the operators' attendance list of every meeting (spec 2), and behind
 * 'Pembatasan Ujian' the exam eligibility rule (issue 25).
 */
export default function KehadiranPesertaHalaman() {
  const { role } = usePengguna();
  const [pembatasan, setPembatasan] = useState(false);
  return (
    <div className={styles.halaman}>
      <Judul
        judul="Kehadiran Peserta"
        subjudul="Kehadiran peserta per pertemuan."
        aksi={
          role === 'operator' ? (
            <Button
              variant="secondary"
              aria-expanded={pembatasan}
              onPress={() => setPembatasan((b) => !b)}
            >
              Pembatasan Ujian
            </Button>
          ) : null
        }
      />
      {pembatasan && role === 'operator' ? (
        <Suspense fallback={<Skeleton height="12rem" />}>
          <PembatasanUjianBagian />
        </Suspense>
      ) : null}
      <DaftarKehadiranPeserta jenis="operator" />
    </div>
  );
}
