export { muatPembersih, usePramuatPembersih } from './pembersih';
export { RichText, type RichTextProps, sanitizeHtml } from './RichText';
