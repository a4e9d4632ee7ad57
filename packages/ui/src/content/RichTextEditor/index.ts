export { htmlKeMarkdown, markdownKeHtml } from './html';
export { RichTextEditor, type RichTextEditorProps, urlAman } from './RichTextEditor';
