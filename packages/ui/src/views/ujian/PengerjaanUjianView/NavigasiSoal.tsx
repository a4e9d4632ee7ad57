import { useId } from 'react';
import * as styles from './NavigasiSoal.css';
import { ringkas } from './PengerjaanUjianView.css';
import type { KelompokSoalPengerjaan, SoalBernomor } from './types';

export interface NavigasiSoalProps {
  daftar: readonly SoalBernomor[];
  kelompok: readonly KelompokSoalPengerjaan[];
  aktifId: string;
  terjawab: (idSoal: string) => boolean;
  /** The device holds an answer the server does not have yet. */
  belumTerkirim: (idSoal: string) => boolean;
  jumlahTerjawab: number;
  onPilih: (indeks: number) => void;
}

/**
 * 'Navigasi Soal': a numbered button per question, grouped, filled when answered, ringed when
 * open, dotted when its answer waits on the device; each says so in its accessible name.
 */
export function NavigasiSoal({
  daftar,
  kelompok,
  aktifId,
  terjawab,
  belumTerkirim,
  jumlahTerjawab,
  onPilih,
}: NavigasiSoalProps) {
  const judulId = useId();
  return (
    <nav className={styles.navigasi} aria-labelledby={judulId}>
      <div>
        <h3 id={judulId} className={styles.navigasiJudul}>
          Navigasi Soal
        </h3>
        <p className={ringkas}>
          Terjawab {jumlahTerjawab} dari {daftar.length} soal
        </p>
      </div>
      {kelompok.map((k) => {
        const soal = daftar
          .map((d, indeks) => ({ ...d, indeks }))
          .filter((d) => d.kelompok.id === k.id);
        const nama = k.judul || `Bagian ${k.nomor}`;
        return (
          <div key={k.id} className={styles.navigasiKelompok}>
            {kelompok.length > 1 ? <p className={styles.navigasiNama}>{nama}</p> : null}
            <ul className={styles.grid} aria-label={nama}>
              {soal.map(({ soal: s, nomor, indeks }) => {
                const dijawab = terjawab(s.id);
                const aktif = s.id === aktifId;
                const menunggu = belumTerkirim(s.id);
                return (
                  <li key={s.id}>
                    <button
                      type="button"
                      className={[
                        styles.nomor,
                        dijawab ? styles.nomorTerjawab : null,
                        aktif ? styles.nomorAktif : null,
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      aria-label={`Soal ${nomor}, ${dijawab ? 'sudah dijawab' : 'belum dijawab'}${
                        menunggu ? ', belum terkirim' : ''
                      }`}
                      aria-current={aktif ? 'step' : undefined}
                      onClick={() => onPilih(indeks)}
                    >
                      {nomor}
                      {menunggu ? <span className={styles.nomorTitik} aria-hidden="true" /> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      <ul className={styles.legenda} aria-label="Keterangan">
        <li className={styles.legendaItem}>
          <span
            className={`${styles.legendaContoh} ${styles.legendaTerjawab}`}
            aria-hidden="true"
          />
          Sudah dijawab
        </li>
        <li className={styles.legendaItem}>
          <span className={styles.legendaContoh} aria-hidden="true" />
          Belum dijawab
        </li>
        <li className={styles.legendaItem}>
          <span className={`${styles.legendaContoh} ${styles.legendaAktif}`} aria-hidden="true" />
          Sedang dibuka
        </li>
        <li className={styles.legendaItem}>
          <span className={styles.legendaTitik} aria-hidden="true" />
          Belum terkirim
        </li>
      </ul>
    </nav>
  );
}
