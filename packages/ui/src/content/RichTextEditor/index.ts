export { RichTextEditor, type RichTextEditorProps, urlAman } from './RichTextEditor';
