import { globalStyle, style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'lg' })]);

export const ringkasan = style([
  stackLayout({ gap: 'xs' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    fontSize: vars.font.size.sm,
  },
]);

export const baris = style([rowLayout({ gap: 'sm', alignItems: 'baseline' })]);

export const term = style({
  flexShrink: 0,
  width: '8em',
  color: vars.color.textMuted,
});

export const nilai = style({
  margin: 0,
  minWidth: 0,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const info = style([stackLayout({ gap: 'sm' })]);

export const judulInfo = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const daftar = style([stackLayout({ gap: 'sm', margin: 0, padding: 'none' })]);

export const butir = style([
  rowLayout({ alignItems: 'flex-start', gap: 'sm' }),
  { lineHeight: vars.font.lineHeight.normal },
]);

export const butirPeringatan = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontWeight: vars.font.weight.semibold,
});

export const ikon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.icon,
    height: vars.size.icon,
    // On the first line of the text.
    marginTop: '2px',
    color: vars.color.primary,
    selectors: { [`${butirPeringatan} &`]: { color: 'inherit' } },
  },
]);

globalStyle(`${ikon} svg`, { width: '100%', height: '100%' });

export const galat = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
});
