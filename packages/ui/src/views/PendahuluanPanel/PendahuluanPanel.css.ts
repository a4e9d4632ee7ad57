import { globalStyle, style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { cardLink, surface } from '../../styles/recipes.css';
import { vars } from '../../tokens/vars.css';

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

export const tautan = style([
  surface({ tone: 'panel' }),
  cardLink({ hover: 'outline' }),
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minWidth: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
  },
]);

export const tautanIcon = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  }),
  {
    width: vars.size.control,
    height: vars.size.control,
    borderRadius: vars.radius.md,
    background: vars.color.blueSoft,
    color: vars.color.blueSoftText,
  },
]);

globalStyle(`${tautanIcon} svg`, { width: vars.size.icon, height: vars.size.icon });

export const tautanText = style([stackLayout({ minWidth: 0 }), { flex: 1 }]);

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
