import { globalStyle, style } from '@vanilla-extract/css';
import { focusOutline } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';

export const root = style({
  minWidth: 0,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const empty = style({ color: vars.color.textMuted });

/**
 * Scopes every part of a selector list to the rich text: 'ul, ol' must not become
 * '.root ul, ol', which styled every list of the page (the breadcrumb moved 24 px right).
 */
const el = (selector: string) =>
  selector
    .split(',')
    .map((bagian) => `${root} ${bagian.trim()}`)
    .join(', ');

globalStyle(el('> :first-child'), { marginTop: 0 });
globalStyle(el('> :last-child'), { marginBottom: 0 });
globalStyle(el('p, ul, ol, blockquote, pre, table'), {
  marginTop: 0,
  marginBottom: vars.space.md,
});
globalStyle(el('h1, h2, h3, h4, h5, h6'), {
  marginTop: vars.space.lg,
  marginBottom: vars.space.sm,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
});
globalStyle(el('h1'), { fontSize: vars.font.size.xxl });
globalStyle(el('h2'), { fontSize: vars.font.size.xl });
globalStyle(el('h3, h4, h5, h6'), { fontSize: vars.font.size.lg });
globalStyle(el('ul, ol'), { paddingInlineStart: vars.space.xl });
globalStyle(el('ul'), { listStyle: 'disc' });
globalStyle(el('ol'), { listStyle: 'decimal' });
globalStyle(el('a'), { color: vars.color.primarySoftText, textDecoration: 'underline' });
globalStyle(el('a:focus-visible'), {
  outline: focusOutline,
  borderRadius: vars.radius.sm,
});
globalStyle(el('img'), { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(el('blockquote'), {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(el('code'), {
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: '0.9em',
});
globalStyle(el('pre'), {
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflowX: 'auto',
});
globalStyle(el('pre code'), { padding: 0, background: 'transparent' });
globalStyle(el('table'), {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
});
globalStyle(el('th, td'), {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  textAlign: 'left',
});
globalStyle(el('th'), {
  background: vars.color.surfaceMuted,
  fontWeight: vars.font.weight.semibold,
});
