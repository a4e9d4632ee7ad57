import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { focusRing } from '../../../styles/focusRing';
import { surface } from '../../../styles/recipes.css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const grid = style([
  gridLayout({ gap: 'md', margin: 0, padding: 'none', listStyle: 'none' }),
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [mq.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
]);

export const tile = style([
  surface(),
  rowLayout({ alignItems: 'center', gap: 'md', padding: 'lg' }),
  {
    height: '100%',
    color: vars.color.text,
    textDecoration: 'none',
    outline: 'none',
    transition: `box-shadow ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
      '&[data-focus-visible]': focusRing,
    },
  },
]);

export const icon = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  }),
  {
    width: vars.size.controlLg,
    height: vars.size.controlLg,
    borderRadius: vars.radius.md,
  },
]);

globalStyle(`${icon} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const tone = styleVariants({
  vidcon: { background: vars.color.blueSoft, color: vars.color.blueSoftText },
  forum: { background: vars.color.successSoft, color: vars.color.successSoftText },
  tugas: { background: vars.color.warningSoft, color: vars.color.warningSoftText },
  ujian: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
});

export const text = style([stackLayout({ minWidth: 0 })]);

export const count = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
