import { formatRupiah, formatTanggal } from '@kampus/domain';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { useId } from 'react';
import { Button } from '../../../primitives/Button';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './ForbiddenView.css';

export interface KekuranganAkses {
  keterangan: string;
  jumlah: number | null;
  jatuh_tempo: string | null;
}

export interface AturanAkses {
  nama: string;
  kekurangan: KekuranganAkses[];
}

export interface ForbiddenViewProps {
  /** The rules the user does not meet, with their shortfalls (spec 3 'Access restriction'). */
  aturan: AturanAkses[];
  timeZone: string;
  onLogout: () => void;
  isLoggingOut?: boolean;
  /**
   * Asks for the restriction status again (after paying, say): the way back to the LMS once
   * every rule is met. The button is hidden without it.
   */
  onPeriksaUlang?: () => void;
  /** The status is being asked for again. @default false */
  isMemeriksa?: boolean;
}

/** The /forbidden page: which access rules are unmet and what is owed (shown as arrears). */
export function ForbiddenView({
  aturan,
  timeZone,
  onLogout,
  isLoggingOut = false,
  onPeriksaUlang,
  isMemeriksa = false,
}: ForbiddenViewProps) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <span className={styles.icon} aria-hidden="true">
        <ShieldAlert size="100%" />
      </span>
      <h1 id={headingId} className={styles.heading}>
        Akses Dibatasi
      </h1>
      <p className={styles.lead}>
        {aturan.length > 0
          ? 'Anda belum dapat mengakses LMS karena syarat berikut belum terpenuhi. Silakan selesaikan atau hubungi bagian akademik.'
          : 'Semua syarat akses sudah terpenuhi. Periksa ulang untuk kembali ke LMS.'}
      </p>
      <ul className={styles.rules}>
        {aturan.map((a) => (
          <li key={a.nama} className={styles.rule}>
            <h2 className={styles.ruleTitle}>{a.nama}</h2>
            {a.kekurangan.length > 0 ? (
              <table className={styles.table}>
                <caption className={visuallyHidden}>Tunggakan {a.nama}</caption>
                <thead>
                  <tr>
                    <th scope="col">Keterangan</th>
                    <th scope="col">Jumlah</th>
                    <th scope="col">Jatuh Tempo</th>
                  </tr>
                </thead>
                <tbody>
                  {a.kekurangan.map((k) => (
                    <tr key={`${k.keterangan}-${k.jatuh_tempo}`}>
                      <td>{k.keterangan}</td>
                      <td className={styles.number}>
                        {k.jumlah === null ? '-' : formatRupiah(k.jumlah)}
                      </td>
                      <td>{k.jatuh_tempo ? formatTanggal(k.jatuh_tempo, timeZone) : '-'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className={styles.lead}>Syarat ini belum terpenuhi.</p>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.aksi}>
        {onPeriksaUlang ? (
          <Button variant="primary" onPress={onPeriksaUlang} isPending={isMemeriksa}>
            Periksa Ulang Status
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onLogout} isPending={isLoggingOut}>
          Logout
        </Button>
      </div>
    </section>
  );
}
