import {
  FILTER_TAMPILKAN,
  FILTER_TAMPILKAN_DEFAULT,
  type FilterTampilkan,
  type KeadaanFilterTampilkan,
  LABEL_FILTER_TAMPILKAN,
  ubahFilterTampilkan,
} from '@kampus/domain';
import { Checkbox } from '../../../primitives/Checkbox';
import { CheckboxGroup } from '../../../primitives/CheckboxGroup';
import * as styles from './FilterTampilkanNilai.css';

export interface FilterTampilkanNilaiProps {
  /** The checked boxes. @default FILTER_TAMPILKAN_DEFAULT (all on but '= 0%', spec 2) */
  value?: KeadaanFilterTampilkan;
  /** The whole new state, after the domain's 'Semua' rule (`ubahFilterTampilkan`). */
  onChange: (keadaan: KeadaanFilterTampilkan) => void;
  /** E.g. while the recap loads. @default false */
  isDisabled?: boolean;
}

const JENIS = ['tugas', 'kuis', 'forum', 'uts', 'uas'] as const;

/**
 * The checkbox filter 'Tampilkan' of the grade recap (spec 2 'Grade recap'): Semua, the five
 * activity types and the two SIKAD weight options. 'Semua' switches every type on or off and
 * shows a dash while only some are on. Controlled: the page keeps the state (the export uses it).
 */
export function FilterTampilkanNilai({
  value = FILTER_TAMPILKAN_DEFAULT,
  onChange,
  isDisabled = false,
}: FilterTampilkanNilaiProps) {
  const dipilih = FILTER_TAMPILKAN.filter((k) => value[k]);
  const sebagian = !value.semua && JENIS.some((j) => value[j]);

  const ubah = (baru: string[]) => {
    // One box changes per event: find it and let the domain apply the 'Semua' rule.
    const kunci = FILTER_TAMPILKAN.find((k) => baru.includes(k) !== value[k]);
    if (kunci) onChange(ubahFilterTampilkan(value, kunci, baru.includes(kunci)));
  };

  return (
    <div className={styles.root}>
      <CheckboxGroup
        label="Tampilkan"
        orientation="horizontal"
        value={dipilih}
        onChange={ubah}
        isDisabled={isDisabled}
      >
        {FILTER_TAMPILKAN.map((k: FilterTampilkan) => (
          <Checkbox key={k} value={k} isIndeterminate={k === 'semua' && sebagian}>
            {LABEL_FILTER_TAMPILKAN[k]}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}
