export { RichText, type RichTextProps, sanitizeHtml } from './RichText';
