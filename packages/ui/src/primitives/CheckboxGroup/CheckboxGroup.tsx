import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps } from '../Field/Field';
import * as styles from './CheckboxGroup.css';

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;
export type CheckboxGroupOrientation = (typeof checkboxGroupOrientations)[number];

export interface CheckboxGroupProps
  extends Omit<RACCheckboxGroupProps, 'className' | 'style'>,
    FieldTextProps {
  /** @default 'vertical' */
  orientation?: CheckboxGroupOrientation;
}

/**
 * A labelled set of `Checkbox`es whose value is the list of checked values, e.g. the grade recap
 * filter 'Tampilkan'. Tab reaches each box, Space toggles it.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...rest
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...rest} className={styles.group}>
      {(renderProps) => (
        <FieldParts
          label={label}
          description={description}
          errorMessage={errorMessage}
          isRequired={rest.isRequired}
        >
          <div className={styles.options[orientation]}>
            {typeof children === 'function' ? children(renderProps) : children}
          </div>
        </FieldParts>
      )}
    </RACCheckboxGroup>
  );
}
