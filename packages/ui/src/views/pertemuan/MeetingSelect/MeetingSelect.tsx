import { LABEL_PENDAHULUAN, labelPilihPertemuan, type WaktuInput } from '@kampus/domain';
import type { Key } from 'react-aria-components';
import { Select, type SelectOption } from '../../../primitives/Select';
import * as styles from './MeetingSelect.css';

/** The key of the 'Pendahuluan' option. */
export const ID_PENDAHULUAN = 'pendahuluan';

export interface PertemuanPilihan {
  id: string;
  nomor: number;
  judul?: string | null;
  waktu_mulai: WaktuInput | null;
  waktu_selesai: WaktuInput | null;
}

export interface MeetingSelectProps {
  pertemuan: PertemuanPilihan[];
  /** The meeting shown, or `ID_PENDAHULUAN`. */
  selectedId: string;
  onSelect: (id: string) => void;
  /** Time zone of the meeting times. @default 'Asia/Jakarta' */
  timeZone?: string;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * The mobile meeting picker 'Pilih Pertemuan' (spec 2 'Class detail'): Pendahuluan, then each
 * meeting with number, title, date and time range.
 */
export function MeetingSelect({
  pertemuan,
  selectedId,
  onSelect,
  timeZone,
  isDisabled = false,
}: MeetingSelectProps) {
  const items: SelectOption[] = [
    { id: ID_PENDAHULUAN, label: LABEL_PENDAHULUAN },
    ...pertemuan.map((p) => ({ id: p.id, label: labelPilihPertemuan(p, timeZone) })),
  ];
  return (
    <div className={styles.root}>
      <Select
        label="Pilih Pertemuan"
        items={items}
        value={selectedId}
        onChange={(id: Key | null) => {
          if (id !== null) onSelect(String(id));
        }}
        isDisabled={isDisabled}
      />
    </div>
  );
}
