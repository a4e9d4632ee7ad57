import ArrowLeft from 'lucide-react/icons/arrow-left';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useId } from 'react';
import { Button } from '../../../primitives/Button';
import { LoadError } from '../../../primitives/LoadError';
import { Spinner } from '../../../primitives/Spinner';
import { visuallyHidden } from '../../../styles/utils.css';
import * as styles from './PembatasanUjianView.css';

/** The exam attendance restriction of one meeting (GET .../pembatasan_ujian/{idPertemuan}). */
export interface DataPembatasanUjian {
  nama: string;
  berlaku: boolean;
  memenuhi_syarat: boolean;
  kekurangan: { keterangan: string }[];
  persen_kehadiran: number | null;
  persen_minimal: number;
  hadir: number;
  total: number;
  pertemuan: { nomor: number; judul: string | null };
}

export interface PembatasanUjianViewProps {
  /** null while loading. */
  data: DataPembatasanUjian | null;
  /** The load failed: 'NO DATA' with this message and a retry. */
  galat?: string | null;
  onMuatUlang?: () => void;
  isMemuat?: boolean;
  /** The class page to go back to (the way out); the button is hidden without it. */
  hrefKelas?: string | null;
}

const persen = (n: number) => `${String(n).replace('.', ',')}%`;

/**
 * /forbidden/{meetingId}: an exam meeting the student may not open yet because their attendance
 * falls short of the minimum (issue 25), with the shortfall shown as arrears, and the way back
 * to the class.
 */
export function PembatasanUjianView({
  data,
  galat = null,
  onMuatUlang,
  isMemuat = false,
  hrefKelas = null,
}: PembatasanUjianViewProps) {
  const headingId = useId();
  const kembali = hrefKelas ? (
    <Button variant="secondary" href={hrefKelas} icon={<ArrowLeft />}>
      Kembali ke Kelas
    </Button>
  ) : null;
  if (galat) {
    return (
      <section className={styles.root} aria-label="Akses Dibatasi">
        <LoadError pesan={galat} onRetry={onMuatUlang} isRetrying={isMemuat} />
        {kembali}
      </section>
    );
  }
  if (!data) {
    return (
      <section className={styles.root} aria-label="Akses Dibatasi">
        <Spinner label="Memuat syarat kehadiran ujian" />
      </section>
    );
  }
  const judulPertemuan = `Pertemuan ${data.pertemuan.nomor}${data.pertemuan.judul ? ` - ${data.pertemuan.judul}` : ''}`;
  const dibatasi = !data.memenuhi_syarat;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <span className={dibatasi ? styles.icon : styles.iconOk} aria-hidden="true">
        {dibatasi ? <ShieldAlert size="100%" /> : <ShieldCheck size="100%" />}
      </span>
      <h1 id={headingId} className={styles.heading}>
        {dibatasi ? 'Akses Ujian Dibatasi' : 'Syarat Kehadiran Terpenuhi'}
      </h1>
      <p className={styles.lead}>
        {dibatasi
          ? `Anda belum dapat mengikuti ujian pada ${judulPertemuan} karena kehadiran Anda belum memenuhi syarat minimal ${persen(data.persen_minimal)}. Silakan hubungi dosen pengampu atau bagian akademik.`
          : `Anda sudah dapat membuka ${judulPertemuan}.`}
      </p>
      {dibatasi ? (
        <div className={styles.rule}>
          <h2 className={styles.ruleTitle}>{data.nama}</h2>
          <table className={styles.table}>
            <caption className={visuallyHidden}>Kekurangan {data.nama}</caption>
            <thead>
              <tr>
                <th scope="col">Keterangan</th>
                <th scope="col">Hadir</th>
                <th scope="col">Kehadiran</th>
                <th scope="col">Minimal</th>
              </tr>
            </thead>
            <tbody>
              {data.kekurangan.map((k) => (
                <tr key={k.keterangan}>
                  <td>{k.keterangan}</td>
                  <td className={styles.number}>
                    {data.hadir} / {data.total}
                  </td>
                  <td className={styles.number}>
                    {data.persen_kehadiran === null ? '-' : persen(data.persen_kehadiran)}
                  </td>
                  <td className={styles.number}>{persen(data.persen_minimal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className={styles.aksi}>
        {dibatasi ? kembali : null}
        {!dibatasi && hrefKelas ? (
          <Button variant="primary" href={hrefKelas}>
            Buka Kelas
          </Button>
        ) : null}
        {dibatasi && onMuatUlang ? (
          <Button variant="primary" onPress={onMuatUlang} isPending={isMemuat}>
            Periksa Ulang
          </Button>
        ) : null}
      </div>
    </section>
  );
}
