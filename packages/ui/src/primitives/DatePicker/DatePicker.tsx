import type { DateValue } from '@internationalized/date';
import CalendarIcon from 'lucide-react/icons/calendar';
import {
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Popover,
  Button as RACButton,
  Calendar as RACCalendar,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import { CalendarContent, type CalendarContentProps } from '../Calendar/Calendar';
import * as calendarStyles from '../Calendar/Calendar.css';
import { FieldParts, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './DatePicker.css';

/**
 * id-ID separates hours and minutes with '.', but the spec's picker format is 'DD/MM/YYYY, HH:mm'
 * (spec 9): a '.' literal (only ever between time parts; dates use '/') reads ':'.
 */
export function segmentText(segment: { type: string; text: string }): string {
  return segment.type === 'literal' && segment.text.trim() === '.' ? ':' : segment.text;
}

/** The segments of a date or time input in the spec's 24-hour 'DD/MM/YYYY, HH:mm' form. */
export function DateSegments() {
  return (
    <DateInput className={styles.dateInput}>
      {(segment) => (
        <DateSegment segment={segment} className={styles.segment}>
          {segment.type === 'literal' ? segmentText(segment) : undefined}
        </DateSegment>
      )}
    </DateInput>
  );
}

export interface DatePickerProps<T extends DateValue>
  extends Omit<RACDatePickerProps<T>, 'className' | 'style' | 'children'>,
    FieldTextProps,
    CalendarContentProps {}

/**
 * A date (and by default time) picker in id-ID, 24-hour, shown as 'DD/MM/YYYY, HH:mm' (spec 9).
 * Type into the segments (arrow keys change them) or open the calendar with the button or
 * Alt+ArrowDown. `minValue` sets the earliest date; a missing required value reads 'Harap isi
 * bidang ini' (spec 5). Pass ZonedDateTime values in the class timezone.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  today,
  markedDates,
  granularity = 'minute',
  hourCycle = 24,
  hideTimeZone = true,
  shouldForceLeadingZeros = true,
  ...rest
}: DatePickerProps<T>) {
  return (
    <RACDatePicker
      {...rest}
      granularity={granularity}
      hourCycle={hourCycle}
      hideTimeZone={hideTimeZone}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      className={fieldStyles.field}
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
      >
        <Group className={styles.group}>
          <DateSegments />
          <RACButton className={styles.button} aria-label="Buka kalender">
            <CalendarIcon aria-hidden="true" size={16} />
          </RACButton>
        </Group>
      </FieldParts>
      <Popover className={fieldStyles.popover} placement="bottom start" offset={4}>
        <Dialog className={styles.dialog} aria-label="Pilih tanggal">
          <RACCalendar className={calendarStyles.calendar}>
            {({ state }) => (
              <CalendarContent
                today={today}
                markedDates={markedDates}
                month={state.visibleRange.start}
              />
            )}
          </RACCalendar>
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}
