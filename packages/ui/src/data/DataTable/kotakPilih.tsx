import { lazy, Suspense } from 'react';
import type { CheckboxProps } from '../../primitives/Checkbox';
import * as styles from './DataTable.css';

type ModulCheckbox = typeof import('../../primitives/Checkbox');

// The row checkboxes load only for a table that selects rows (a list inside an editor dialog):
// the table pages select none, and need not carry them (issue 12 budgets).
let modul: ModulCheckbox | undefined;
let memuat: Promise<ModulCheckbox> | undefined;

/** Loads the checkbox once; a failed load may be tried again. */
export function muatKotakPilih(): Promise<ModulCheckbox> {
  memuat ??= import('../../primitives/Checkbox').then(
    (m) => {
      modul = m;
      return m;
    },
    (error: unknown) => {
      memuat = undefined;
      throw error;
    },
  );
  return memuat;
}

const buatMenunggu = () =>
  lazy(() =>
    muatKotakPilih().then(
      (m) => ({ default: m.Checkbox }),
      // An empty box stays; the next render tries a fresh load (React.lazy keeps a failure).
      () => {
        Menunggu = buatMenunggu();
        return { default: () => tempat };
      },
    ),
  );
let Menunggu = buatMenunggu();

const tempat = <span className={styles.kotakMemuat} aria-hidden="true" />;

/** A row checkbox; an empty box of its size holds the place while its code loads. */
export function KotakPilih(props: CheckboxProps) {
  if (modul) return <modul.Checkbox {...props} />;
  return (
    <Suspense fallback={tempat}>
      <Menunggu {...props} />
    </Suspense>
  );
}
