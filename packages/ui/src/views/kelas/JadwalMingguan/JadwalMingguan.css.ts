import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { gridLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { focusRing } from '../../../styles/focusRing';
import { surface } from '../../../styles/recipes.css';
import { below, mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const minggu = style([
  gridLayout({ gap: 'md' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);

/** Six days (Senin..Sabtu) or seven with Minggu, side by side from the desktop width. */
export const kolom = styleVariants({
  6: { '@media': { [mq.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } } },
  7: { '@media': { [mq.desktop]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } } },
});

export const hari = style([
  surface({ tone: 'panel' }),
  stackLayout({ gap: 'sm', minWidth: 0, padding: 'md' }),
]);

/** Phones list only the days that have classes. */
export const hariKosong = style({ '@media': { [below.tablet]: { display: 'none' } } });

export const namaHari = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const daftar = style([
  gridLayout({ gap: 'sm', margin: 0, padding: 'none', listStyle: 'none' }),
]);

export const slot = style([
  stackLayout({ gap: 'xxs', padding: 'sm' }),
  {
    borderRadius: vars.radius.md,
    borderInlineStart: `${vars.space.xs} solid ${vars.color.primary}`,
    background: vars.color.primarySoft,
    color: vars.color.text,
    textDecoration: 'none',
    outline: 'none',
    transition: `background-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': focusRing,
    },
  },
]);

export const jam = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  {
    color: vars.color.primarySoftText,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
  },
]);

export const matkul = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const meta = style([
  sprinkles({ display: 'inline-flex', alignItems: 'flex-start', gap: 'xs' }),
  {
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    overflowWrap: 'anywhere',
  },
]);

export const ikon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    marginTop: vars.space.xxs,
  },
]);

globalStyle(`${ikon} svg`, { width: '100%', height: '100%' });

export const kosong = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
