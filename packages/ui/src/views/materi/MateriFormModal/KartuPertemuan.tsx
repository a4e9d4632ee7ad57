import { formatRentangJam, formatTanggal, labelJenisPertemuan } from '@kampus/domain';
import { Tag } from '../../../primitives/Tag';
import * as styles from './MateriFormModal.css';
import type { PertemuanMateri } from './types';

/** The meeting from context: 'Pertemuan {nomor}', its type, date and time range with the zone. */
export function KartuPertemuan({
  pertemuan,
  timeZone,
}: {
  pertemuan: PertemuanMateri;
  timeZone: string;
}) {
  return (
    <section className={styles.pertemuan} aria-label={`Pertemuan ${pertemuan.nomor}`}>
      <p className={styles.pertemuanJudul}>Pertemuan {pertemuan.nomor}</p>
      <Tag tone={pertemuan.jenis === 'offline' ? 'grey' : 'blue'}>
        {labelJenisPertemuan(pertemuan.jenis, pertemuan.jenis)}
      </Tag>
      <p className={styles.pertemuanWaktu}>
        {formatTanggal(pertemuan.waktu_mulai, timeZone)},{' '}
        {formatRentangJam(pertemuan.waktu_mulai, pertemuan.waktu_selesai, timeZone, true)}
      </p>
    </section>
  );
}
