export {
  FieldDescription,
  type FieldErrorMessage,
  FieldErrorText,
  FieldLabel,
  type FieldLabelProps,
  FieldParts,
  type FieldTextProps,
  fieldErrorText,
} from './Field';
