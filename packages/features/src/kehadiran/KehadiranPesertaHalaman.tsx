import { Button } from '@kampus/ui';
import { useState } from 'react';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';
import { usePengguna } from '../bersama/konteks';
import { DaftarKehadiranPeserta } from './DaftarKehadiranPeserta';
import { PembatasanUjianBagian } from './PembatasanUjianBagian';

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
      {pembatasan && role === 'operator' ? <PembatasanUjianBagian /> : null}
      <DaftarKehadiranPeserta jenis="operator" />
    </div>
  );
}
