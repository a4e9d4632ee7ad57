import Funnel from 'lucide-react/icons/funnel';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { MobileSheet } from '../../overlays/MobileSheet';
import { Button } from '../../primitives/Button';
import { visuallyHidden } from '../../styles/utils.css';
import { mq } from '../../tokens/breakpoints';
import * as styles from './FilterPanel.css';

export interface FilterPanelProps {
  /** @default 'Filter' */
  title?: string;
  /** The filter fields (SearchField, TextField, Select, DatePicker...), controlled by the page. */
  children: ReactNode;
  /** 'Terapkan': use the fields' values. Enter in a field applies too. */
  onApply: () => void;
  /** 'Reset': clear the fields (and usually apply). */
  onReset: () => void;
  /** @default 'Terapkan' */
  applyLabel?: string;
  /** @default 'Reset' */
  resetLabel?: string;
  /** Active filters, shown as a count on the phone's 'Filter' button. */
  activeCount?: number;
  /** Disables the buttons while results load. @default false */
  isApplying?: boolean;
}

/**
 * The filter side panel (spec 2: question bank, class data, activity history) with 'Terapkan' and
 * 'Reset'. From 768 px it is a panel beside the list; on phones a 'Filter' button opens it as a
 * full-screen sheet that closes when applied.
 */
export function FilterPanel({
  title = 'Filter',
  children,
  onApply,
  onReset,
  applyLabel = 'Terapkan',
  resetLabel = 'Reset',
  activeCount = 0,
  isApplying = false,
}: FilterPanelProps) {
  const isWide = useMediaQuery(mq.tablet);
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
  const formId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
    setOpen(false);
  };

  if (isWide) {
    return (
      <form className={styles.panel} aria-labelledby={titleId} onSubmit={submit}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.fields}>{children}</div>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onReset} isDisabled={isApplying}>
            {resetLabel}
          </Button>
          <Button type="submit" isPending={isApplying}>
            {applyLabel}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <>
      <Button variant="secondary" icon={<Funnel />} onPress={() => setOpen(true)}>
        {title}
        {activeCount > 0 ? (
          <span className={styles.badge}>
            {activeCount}
            <span className={visuallyHidden}> aktif</span>
          </span>
        ) : null}
      </Button>
      <MobileSheet
        title={title}
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={
          <>
            <Button variant="secondary" size="large" onPress={onReset} isDisabled={isApplying}>
              {resetLabel}
            </Button>
            <Button type="submit" form={formId} size="large" isPending={isApplying}>
              {applyLabel}
            </Button>
          </>
        }
      >
        <form id={formId} className={styles.sheetForm} aria-label={title} onSubmit={submit}>
          {children}
        </form>
      </MobileSheet>
    </>
  );
}
