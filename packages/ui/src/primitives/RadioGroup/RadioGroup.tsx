import {
  composeRenderProps,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps } from '../Field/Field';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioGroupProps
  extends Omit<RACRadioGroupProps, 'className' | 'style' | 'orientation'>,
    FieldTextProps {
  /** @default 'vertical' */
  orientation?: RadioGroupOrientation;
}

/**
 * A labelled choice of one `Radio`. Tab enters the group at the chosen option; the arrow keys move
 * and choose.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...rest
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...rest} orientation={orientation} className={styles.group}>
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
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'className' | 'style'> {}

/** One option of a `RadioGroup`, its label as children. */
export function Radio({ children, ...rest }: RadioProps) {
  return (
    <RACRadio {...rest} className={styles.radio}>
      {composeRenderProps(children, (label) => (
        <>
          <span className={styles.circle} aria-hidden="true" />
          <span className={styles.label}>{label}</span>
        </>
      ))}
    </RACRadio>
  );
}
