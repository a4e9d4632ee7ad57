import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { focusOutline } from '../../../styles/focusRing';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'md', minWidth: 0 })]);

export const toolbar = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'flex-end', gap: 'sm' }),
]);

export const setAll = style({
  marginInlineEnd: 'auto',
  minWidth: `calc(${vars.size.menu} + ${vars.space.xxl})`,
});

export const name = style({
  display: 'block',
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const nim = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const progressButton = style({
  display: 'block',
  width: '100%',
  minWidth: vars.size.menu,
  padding: vars.space.xs,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, borderColor: vars.color.border },
    '&[data-focus-visible]': { outline: focusOutline },
  },
});

export const codeSelect = style({ minWidth: `calc(${vars.size.menu} * 0.75)` });

export const update = style([
  stackLayout(),
  {
    fontSize: vars.font.size.sm,
  },
]);

export const muted = style({ color: vars.color.textMuted });

export const abbr = style({ textDecoration: 'none' });
