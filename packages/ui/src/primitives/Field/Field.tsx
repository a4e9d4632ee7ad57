import { PESAN_WAJIB_PICKER } from '@kampus/domain';
import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as styles from './Field.css';

/** A field's error: fixed text, or text computed from RAC's validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** The props every form field of the kit shares. */
export interface FieldTextProps {
  /** Visible label; without it give an `aria-label`. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Shown when the field is invalid; a missing required value reads 'Harap isi bidang ini'. */
  errorMessage?: FieldErrorMessage;
}

/**
 * The text of a field error: the given message, else 'Harap isi bidang ini' for a missing required
 * value (spec 5), else the validation errors.
 */
export function fieldErrorText(
  validation: ValidationResult,
  errorMessage?: FieldErrorMessage,
): string {
  if (typeof errorMessage === 'function') return errorMessage(validation);
  if (errorMessage) return errorMessage;
  if (validation.validationDetails?.valueMissing) return PESAN_WAJIB_PICKER;
  return validation.validationErrors.join(' ');
}

export interface FieldLabelProps {
  children: ReactNode;
  /** Adds the red asterisk (spec 5); the input itself says it is required. @default false */
  isRequired?: boolean;
}

/** A field label with the red asterisk of required fields. Use inside a RAC field. */
export function FieldLabel({ children, isRequired = false }: FieldLabelProps) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.asterisk} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Help text linked to the field as its description. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** The field's error, shown while it is invalid. */
export function FieldErrorText({ errorMessage }: { errorMessage?: FieldErrorMessage }) {
  return (
    <FieldError className={styles.error}>
      {(validation) => fieldErrorText(validation, errorMessage)}
    </FieldError>
  );
}

/** Label, input and help text in the kit's layout: `label`, then `children`, then help. */
export function FieldParts({
  label,
  description,
  errorMessage,
  isRequired,
  children,
  counter,
}: FieldTextProps & { isRequired?: boolean; children: ReactNode; counter?: ReactNode }) {
  return (
    <>
      {label ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      {children}
      {description || counter ? (
        <div className={styles.helpRow}>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          {counter}
        </div>
      ) : null}
      <FieldErrorText errorMessage={errorMessage} />
    </>
  );
}
