import { globalStyle, style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusOutline } from '../../styles/focusRing';
import { surface } from '../../styles/recipes.css';
import { vars } from '../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'sm', minWidth: 0 })]);

export const frameBox = style([
  surface({ tone: 'panel' }),
  {
    position: 'relative',
    height: vars.size.dataGrid,
    overflow: 'hidden',
  },
]);

export const frame = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
});

export const loading = style([
  rowLayout({ alignItems: 'center', justifyContent: 'center' }),
  {
    position: 'absolute',
    inset: 0,
    background: vars.color.surface,
  },
]);

export const toolbar = style([rowLayout({ justifyContent: 'flex-end' })]);

export const openLink = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  {
    color: vars.color.primarySoftText,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    outline: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]': { outline: focusOutline },
    },
  },
]);

export const openIcon = style([
  sprinkles({ display: 'inline-flex' }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
  },
]);
globalStyle(`${openIcon} svg`, { width: '100%', height: '100%' });
