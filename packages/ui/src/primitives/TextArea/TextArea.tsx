import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldParts, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { teksPenghitung, useTextLength } from '../TextField/TextField';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<RACTextFieldProps, 'className' | 'style' | 'children' | 'type'>,
    FieldTextProps {
  placeholder?: string;
  /** Visible lines before it grows by dragging. @default 4 */
  rows?: number;
  /** Show 'n/max' under the input when `maxLength` is set. @default true */
  showCounter?: boolean;
}

/**
 * A multi-line text input (deskripsi: max 300 characters in the meeting and bank forms) with
 * label, red asterisk when required, description, error message and character counter.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  showCounter = true,
  value,
  defaultValue,
  onChange,
  ...rest
}: TextAreaProps) {
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
        <RACTextArea className={styles.textarea} placeholder={placeholder} rows={rows} />
      </FieldParts>
    </RACTextField>
  );
}
