import { style } from '@vanilla-extract/css';
import { rowLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusRingInset } from '../../styles/focusRing';
import { surface } from '../../styles/recipes.css';
import { vars } from '../../tokens/vars.css';

export const popover = style([
  surface({ tone: 'overlay' }),
  {
    minWidth: vars.size.menu,
    maxWidth: `calc(100vw - ${vars.space.xl})`,
    padding: vars.space.xs,
    outline: 'none',
  },
]);

export const menu = style({
  maxHeight: vars.size.popoverMax,
  overflowY: 'auto',
  outline: 'none',
});

export const item = style([
  rowLayout({ alignItems: 'center', gap: 'sm' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.primarySoft },
      '&[data-focus-visible]': focusRingInset,
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const danger = style({
  color: vars.color.dangerSoftText,
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.dangerSoft },
  },
});

export const icon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
  },
]);

export const separator = style({
  height: vars.size.border,
  marginBlock: vars.space.xs,
  background: vars.color.border,
});
