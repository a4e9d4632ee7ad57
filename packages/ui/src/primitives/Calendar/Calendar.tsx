import type { CalendarDate, DateValue } from '@internationalized/date';
import { isSameDay } from '@internationalized/date';
import { formatBulanTahun } from '@kampus/domain';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import {
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Button as RACButton,
  Calendar as RACCalendar,
  type CalendarProps as RACCalendarProps,
} from 'react-aria-components';
import * as styles from './Calendar.css';

export interface CalendarContentProps {
  /**
   * The college's today (from the server clock), highlighted. A prop, not the device clock, so
   * stories and screenshots are deterministic.
   */
  today?: CalendarDate;
  /** Days that have activities, as 'YYYY-MM-DD', marked with a dot. */
  markedDates?: readonly string[];
}

/** Month navigation and the day grid; also used by the DatePicker's popover. */
export function CalendarContent({
  today,
  markedDates = [],
  month,
}: CalendarContentProps & { month: { year: number; month: number } }) {
  const marked = new Set(markedDates);
  return (
    <>
      <div className={styles.header}>
        <RACButton slot="previous" className={styles.navButton} aria-label="Bulan sebelumnya">
          <ChevronLeft aria-hidden="true" size={18} />
        </RACButton>
        {/* RAC reads the month from its own hidden heading; this is the visible one. */}
        <span className={styles.title} aria-hidden="true">
          {formatBulanTahun(month.year, month.month)}
        </span>
        <RACButton slot="next" className={styles.navButton} aria-label="Bulan berikutnya">
          <ChevronRight aria-hidden="true" size={18} />
        </RACButton>
      </div>
      <CalendarGrid className={styles.grid} weekdayStyle="short">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className={
                today && isSameDay(date, today) ? `${styles.cell} ${styles.today}` : styles.cell
              }
            >
              {({ formattedDate }) => (
                <>
                  {formattedDate}
                  {marked.has(date.toString()) ? (
                    <span className={styles.marker} aria-hidden="true" />
                  ) : null}
                </>
              )}
            </CalendarCell>
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

export interface CalendarProps<T extends DateValue>
  extends Omit<RACCalendarProps<T>, 'className' | 'style' | 'children' | 'visibleDuration'>,
    CalendarContentProps {
  today: CalendarDate;
}

/**
 * The home page 'Kalender' (spec 2): id-ID month and day names, month navigation, the college's
 * today highlighted, a dot on days with activities and the chosen day. Arrow keys move by day and
 * week, PageUp/PageDown by month, Enter chooses.
 */
export function Calendar<T extends DateValue>({
  today,
  markedDates,
  'aria-label': ariaLabel = 'Kalender',
  ...rest
}: CalendarProps<T>) {
  const defaultFocusedValue = rest.defaultFocusedValue ?? rest.value ?? rest.defaultValue ?? today;
  return (
    <RACCalendar
      {...rest}
      aria-label={ariaLabel}
      defaultFocusedValue={defaultFocusedValue}
      className={styles.calendar}
    >
      {({ state }) => (
        <CalendarContent today={today} markedDates={markedDates} month={state.visibleRange.start} />
      )}
    </RACCalendar>
  );
}
