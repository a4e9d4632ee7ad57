import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { cardLinkIcon, cardLinkRow, cardLinkText } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'lg' })]);

export const skeleton = style([gridLayout({ gap: 'sm' })]);

export const isi = style([stackLayout({ gap: 'lg' })]);

export const bagian = style([stackLayout({ gap: 'sm' })]);

export const subjudul = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const teks = style({
  margin: 0,
  maxWidth: vars.size.measure,
  lineHeight: vars.font.lineHeight.relaxed,
  // The syllabus text is plain text: keep its line breaks.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const kosong = style({ margin: 0, color: vars.color.textMuted });

export const footer = style([rowLayout({ flexWrap: 'wrap', gap: 'sm' })]);

export const tautan = cardLinkRow;

export const tautanIcon = style([
  cardLinkIcon,
  { background: vars.color.blueSoft, color: vars.color.blueSoftText },
]);

export const tautanText = cardLinkText;

export const tautanLink = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
});

export const tautanUrl = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
