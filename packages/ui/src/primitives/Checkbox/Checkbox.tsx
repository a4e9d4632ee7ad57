import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import {
  composeRenderProps,
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'className' | 'style'> {}

/**
 * A checkbox with its label as children (or an `aria-label` when the label is elsewhere, as in a
 * table row). Space toggles it; `isIndeterminate` shows a dash (select all, partly selected).
 */
export function Checkbox({ children, ...rest }: CheckboxProps) {
  return (
    <RACCheckbox {...rest} className={styles.checkbox}>
      {composeRenderProps(children, (label, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
          </span>
          {label ? <span className={styles.label}>{label}</span> : null}
        </>
      ))}
    </RACCheckbox>
  );
}
