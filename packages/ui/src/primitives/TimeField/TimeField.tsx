import Clock from 'lucide-react/icons/clock';
import {
  TimeField as RACTimeField,
  type TimeFieldProps as RACTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';
import { DateSegments } from '../DatePicker/DatePicker';
import { FieldParts, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TimeField.css';

export interface TimeFieldProps<T extends TimeValue>
  extends Omit<RACTimeFieldProps<T>, 'className' | 'style'>,
    FieldTextProps {}

/**
 * A 24-hour time input 'HH:mm' (spec 9), e.g. a lecturer's start and end of lecture. Arrow keys
 * change the focused hour or minute; digits type it. A missing required value reads 'Harap isi
 * bidang ini' (spec 5).
 */
export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  hourCycle = 24,
  hideTimeZone = true,
  shouldForceLeadingZeros = true,
  ...rest
}: TimeFieldProps<T>) {
  return (
    <RACTimeField
      {...rest}
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
        <div className={styles.box}>
          <span className={fieldStyles.icon} aria-hidden="true">
            <Clock size="100%" />
          </span>
          <DateSegments />
        </div>
      </FieldParts>
    </RACTimeField>
  );
}
