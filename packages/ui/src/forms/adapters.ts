import type { Key } from 'react-aria-components';
import type { FieldAdapter } from './useEditorForm';

/**
 * A Select, ComboBox or RadioGroup bound to a text value (an id or one of a union of texts):
 * the field's Key comes back as text, an empty choice as null.
 */
export function keyAdapter<T extends string>(): FieldAdapter<T | null, Key | null> {
  return {
    toField: (value) => value,
    fromField: (key) => (key === null || key === undefined ? null : (String(key) as T)),
  };
}

/** A NumberField bound to a number that may be empty (NaN in the field, null in the form). */
export const numberAdapter: FieldAdapter<number | null, number> = {
  toField: (value) => value ?? Number.NaN,
  fromField: (value) => (Number.isNaN(value) ? null : value),
};

/** A RadioGroup bound to one of a union of texts (its value is plain text). */
export function choiceAdapter<V extends string | null>(): FieldAdapter<V, string | null> {
  return { toField: (value) => value, fromField: (value) => value as V };
}
