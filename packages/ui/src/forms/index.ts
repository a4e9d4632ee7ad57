export { choiceAdapter, keyAdapter, numberAdapter } from './adapters';
export * from './FormLayout';
export { type StandardSchemaLike, schemaErrors } from './schemaErrors';
export {
  type BoundField,
  type BoundToggle,
  type EditorForm,
  type EditorFormOptions,
  type FieldAdapter,
  type FieldErrors,
  type FieldOptions,
  type SubmitResult,
  useEditorForm,
} from './useEditorForm';
