import { useState } from 'react';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TextField.css';

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'style' | 'children'>,
    FieldTextProps {
  placeholder?: string;
  /** Show 'n/max' under the input when `maxLength` is set. @default true */
  showCounter?: boolean;
}

/** The 'n/max' counter, e.g. '12/100'. */
export function teksPenghitung(panjang: number, maks: number): string {
  return `${panjang}/${maks}`;
}

/** Tracks the text length for the counter, controlled or not. */
export function useTextLength(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
) {
  const [ownLength, setOwnLength] = useState((defaultValue ?? '').length);
  const length = value === undefined ? ownLength : value.length;
  const handleChange = (next: string) => {
    setOwnLength(next.length);
    onChange?.(next);
  };
  return { length, handleChange };
}

/**
 * A one-line text input with label (red asterisk when required), description, error message and
 * an optional character counter.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  showCounter = true,
  value,
  defaultValue,
  onChange,
  ...rest
}: TextFieldProps) {
  const { length, handleChange } = useTextLength(value, defaultValue, onChange);
  const counter =
    showCounter && rest.maxLength !== undefined ? (
      <span className={fieldStyles.counter}>{teksPenghitung(length, rest.maxLength)}</span>
    ) : null;
  return (
    <RACTextField
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      className={fieldStyles.field}
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={rest.isRequired}
        counter={counter}
      >
        <Input className={styles.input} placeholder={placeholder} />
      </FieldParts>
    </RACTextField>
  );
}
