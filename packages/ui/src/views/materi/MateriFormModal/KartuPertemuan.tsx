import {
  formatRentangJam,
  formatTanggal,
  labelJenisPertemuan,
  labelOpsiPertemuan,
} from '@kampus/domain';
import type { Key } from 'react-aria-components';
import type { BoundField } from '../../../forms';
import { Select } from '../../../primitives/Select';
import { Tag } from '../../../primitives/Tag';
import * as styles from './MateriFormModal.css';
import type { PertemuanMateri } from './types';

type PertemuanBidang = Pick<
  PertemuanMateri,
  'id' | 'nomor' | 'jenis' | 'waktu_mulai' | 'waktu_selesai'
>;

/**
 * The meeting of a material or exam form (spec 6): operators pick it ('Pertemuan', required) from
 * the class's meetings; others see the meeting from context as a card.
 */
export function BidangPertemuan({
  isPilih,
  opsi,
  terpilih,
  timeZone,
  field,
  onChange,
}: {
  /** The meeting is picked (operators). */
  isPilih: boolean;
  /** The meetings to pick from. */
  opsi: readonly PertemuanBidang[];
  /** The meeting shown as a card when it is not picked; nothing without one. */
  terpilih: PertemuanBidang | null;
  timeZone: string;
  /** The form's bound 'pertemuan' field (its value, error and disabled state). */
  field: Omit<BoundField<string | null>, 'onChange'>;
  onChange: (id: Key | null) => void;
}) {
  if (isPilih) {
    return (
      <Select
        label="Pertemuan"
        isRequired
        items={opsi.map((p) => ({ id: p.id, label: labelOpsiPertemuan(p, timeZone) }))}
        {...field}
        onChange={onChange}
      />
    );
  }
  return terpilih ? <KartuPertemuan pertemuan={terpilih} timeZone={timeZone} /> : null;
}

/** The meeting from context: 'Pertemuan {nomor}', its type, date and time range with the zone. */
export function KartuPertemuan({
  pertemuan,
  timeZone,
}: {
  pertemuan: PertemuanBidang;
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
