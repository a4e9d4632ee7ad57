import { hapusPesertaRemedial, tambahPesertaRemedial } from '@kampus/domain';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { Inline, Stack } from '../../../layout';
import { Button } from '../../../primitives/Button';
import { ComboBox } from '../../../primitives/ComboBox';
import type { PesertaRemedial as Peserta } from './types';
import * as styles from './UjianFormModal.css';

interface PesertaRemedialProps {
  /** The class participants to choose from. */
  peserta: readonly Peserta[];
  /** The chosen ones, in the order they were chosen. */
  terpilih: readonly Peserta[];
  onChange: (terpilih: Peserta[]) => void;
  isDisabled?: boolean;
}

/**
 * The remedial participant picker (spec 4 'Quiz form'): choosing a participant appends them
 * (once), each chosen one has a close button that removes them.
 */
export function PesertaRemedial({ peserta, terpilih, onChange, isDisabled }: PesertaRemedialProps) {
  const id = useId();
  const [cari, setCari] = useState('');
  const sisa = peserta.filter((p) => !terpilih.some((t) => t.nim === p.nim));
  return (
    <Stack gap="sm" minWidth={0}>
      <ComboBox
        label="Peserta Remedial"
        placeholder="Cari nama atau NIM"
        items={sisa.map((p) => ({ id: p.nim, label: `${p.nama} (${p.nim})` }))}
        value={null}
        inputValue={cari}
        onInputChange={setCari}
        onChange={(nim) => {
          const dipilih = peserta.find((p) => p.nim === nim);
          if (!dipilih) return;
          onChange(tambahPesertaRemedial(terpilih, dipilih));
          setCari('');
        }}
        isDisabled={isDisabled}
      />
      {terpilih.length > 0 ? (
        <>
          <p id={`${id}-judul`} className={styles.ringkas}>
            {terpilih.length} peserta remedial dipilih
          </p>
          <Inline as="ul" gap="sm" align="stretch" aria-labelledby={`${id}-judul`}>
            {terpilih.map((p) => (
              <li key={p.nim} className={styles.chip}>
                <span className={styles.chipNama}>
                  {p.nama} <span className={styles.ringkas}>({p.nim})</span>
                </span>
                <Button
                  iconOnly
                  size="small"
                  icon={<X />}
                  aria-label={`Hapus ${p.nama}`}
                  isDisabled={isDisabled}
                  onPress={() => onChange(hapusPesertaRemedial(terpilih, p.nim))}
                />
              </li>
            ))}
          </Inline>
        </>
      ) : null}
    </Stack>
  );
}
