import type { ReactNode } from 'react';
import { Grid } from '../../layout/Grid';
import { Stack } from '../../layout/Stack';
import * as styles from './FormLayout.css';

interface LayoutProps {
  children: ReactNode;
  className?: string;
}

/** An editor's fields, one under another with the form gap. */
export function FormStack({ children, className }: LayoutProps) {
  return (
    <Stack gap="lg" minWidth={0} className={className}>
      {children}
    </Stack>
  );
}

export interface FormGridProps extends LayoutProps {
  /** 'start' keeps fields of different heights at the top. @default 'stretch' */
  align?: 'stretch' | 'start';
}

/** Fields side by side: one column on phones, two from the tablet breakpoint. */
export function FormGrid({ children, align = 'stretch', className }: FormGridProps) {
  return (
    <Grid
      columns={{ mobile: 1, tablet: 2 }}
      gap="lg"
      alignItems={align === 'start' ? 'flex-start' : undefined}
      className={className}
    >
      {children}
    </Grid>
  );
}

export interface FormSectionProps extends LayoutProps {
  /** The section's title (its legend). */
  title: ReactNode;
  /** A note under the title. */
  note?: ReactNode;
}

/** A titled group of fields (a fieldset with its legend) in a bordered box. */
export function FormSection({ title, note, children, className }: FormSectionProps) {
  return (
    <Stack
      as="fieldset"
      gap="lg"
      minWidth={0}
      margin={0}
      padding="lg"
      borderRadius="md"
      className={className ? `${styles.section} ${className}` : styles.section}
    >
      <legend className={styles.legend}>{title}</legend>
      {note ? <p className={styles.note}>{note}</p> : null}
      {children}
    </Stack>
  );
}
