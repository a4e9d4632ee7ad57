import { useSistem, useUserInfo, useWaktuServer } from '@kampus/api';
import { formatJamHeader, labelZonaWaktu } from '@kampus/domain';
import { Card } from '@kampus/ui';
import * as styles from '../bersama/Halaman.css';
import { Judul } from '../bersama/Judul';

/** /pengaturan: the account and the system settings that apply to it. */
export default function PengaturanHalaman() {
  const user = useUserInfo();
  const sistem = useSistem();
  const { waktu, timeZone } = useWaktuServer();
  const akun: [string, string][] = [
    ['Nama', user.data?.nama ?? '-'],
    ['Username', user.data?.username ?? '-'],
    ['Email', user.data?.email ?? '-'],
  ];
  const sistemRows: [string, string][] = [
    ['Perguruan tinggi', sistem.data?.perguruan_tinggi.nama ?? '-'],
    ['Zona waktu', `${timeZone} (${labelZonaWaktu(timeZone)})`],
    [
      'Waktu server',
      waktu === null ? '-' : `${formatJamHeader(waktu, timeZone)} ${labelZonaWaktu(timeZone)}`,
    ],
    ['Versi aplikasi', sistem.data ? `${sistem.data.nama} ${sistem.data.versi}` : '-'],
  ];
  const tabel = (rows: [string, string][]) => (
    <dl className={styles.daftar}>
      {rows.map(([label, nilai]) => (
        <div key={label} className={styles.baris}>
          <dt className={styles.label}>{label}</dt>
          <dd>{nilai}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div className={styles.halaman}>
      <Judul judul="Pengaturan" />
      <Card title="Akun">{tabel(akun)}</Card>
      <Card title="Sistem">{tabel(sistemRows)}</Card>
    </div>
  );
}
