import type { Soal } from '@kampus/api';
import { LABEL_JENIS_SOAL } from '@kampus/domain';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { Button } from '../../../primitives/Button';
import { Tag } from '../../../primitives/Tag';
import * as styles from './SoalUjianEditor.css';
import { IsiSoal } from './TampilanSoal';

export interface KartuSoalProps {
  soal: Soal;
  /** Its number as listed (1-based). */
  nomor: number;
  /** 'Ubah soal {n}'; without it (and `onHapus`) the question is read-only. */
  onUbah?: () => void;
  /** 'Hapus soal {n}'. */
  onHapus?: () => void;
}

/**
 * One question as an exam's or a bank's editor lists it: 'Soal {n}', its kind, the edit and
 * delete buttons when allowed, then the question with its options and key (`IsiSoal`).
 */
export function KartuSoal({ soal, nomor, onUbah, onHapus }: KartuSoalProps) {
  return (
    <article className={styles.soalIsi} aria-label={`Soal ${nomor}`}>
      <div className={styles.soalKepala}>
        <span className={styles.soalNomor}>Soal {nomor}</span>
        <Tag tone="primary">{LABEL_JENIS_SOAL[soal.jenis]}</Tag>
        {onUbah || onHapus ? (
          <span className={styles.aksiSoal}>
            {onUbah ? (
              <Button
                iconOnly
                size="small"
                icon={<Pencil />}
                aria-label={`Ubah soal ${nomor}`}
                onPress={onUbah}
              />
            ) : null}
            {onHapus ? (
              <Button
                iconOnly
                variant="danger"
                size="small"
                icon={<Trash2 />}
                aria-label={`Hapus soal ${nomor}`}
                onPress={onHapus}
              />
            ) : null}
          </span>
        ) : null}
      </div>
      <IsiSoal soal={soal} nomor={nomor} />
    </article>
  );
}
