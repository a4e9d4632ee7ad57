import { globalStyle, style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { focusRing } from '../../../styles/focusRing';
import { surface } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

export const item = style([
  surface({ tone: 'panel' }),
  rowLayout({ alignItems: 'flex-start', gap: 'md', padding: 'md' }),
  {
    width: '100%',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': focusRing,
      '&[aria-current]': {
        borderColor: vars.color.primary,
        background: vars.color.primarySoft,
        boxShadow: `inset ${vars.space.xs} 0 0 ${vars.color.primary}`,
      },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    },
  },
]);

export const number = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  }),
  {
    minWidth: vars.size.control,
    height: vars.size.control,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    fontWeight: vars.font.weight.bold,
    selectors: {
      '[aria-current] > &': { background: vars.color.primary, color: vars.color.primaryText },
    },
  },
]);

export const body = style([
  stackLayout({ gap: 'xs', minWidth: 0 }),
  {
    flex: 1,
  },
]);

export const title = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const tags = style([rowLayout({ flexWrap: 'wrap', gap: 'xs' })]);

export const counts = style([
  rowLayout({ flexWrap: 'wrap', margin: 0, padding: 'none', listStyle: 'none' }),
  {
    gap: `${vars.space.xxs} ${vars.space.md}`,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
  },
]);

export const count = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs' }),
]);

export const countIcon = style([
  sprinkles({ display: 'inline-flex' }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
  },
]);

globalStyle(`${countIcon} svg`, { width: '100%', height: '100%' });
