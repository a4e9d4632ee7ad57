import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { rowLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { vars } from '../../../tokens/vars.css';

export const root = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', margin: 0 }),
  {
    gap: `${vars.space.xs} ${vars.space.lg}`,
    fontSize: vars.font.size.sm,
    color: vars.color.text,
  },
]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const list = style([
  rowLayout({ flexWrap: 'wrap', margin: 0, padding: 'none', listStyle: 'none' }),
  {
    gap: `${vars.space.xs} ${vars.space.lg}`,
  },
]);

export const item = style([sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' })]);

export const symbol = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.icon,
    height: vars.size.icon,
  },
]);

globalStyle(`${symbol} svg`, { width: '100%', height: '100%' });

// Plain (dark) crosses use the text colour; the grey minus the muted text colour, which keeps
// 3:1 contrast for a graphic on white.
export const symbolTone = styleVariants({
  success: { color: vars.color.success },
  primary: { color: vars.color.primary },
  danger: { color: vars.color.danger },
  dark: { color: vars.color.text },
  grey: { color: vars.color.textMuted },
});

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.space.xl,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
});

export const swatchTone = styleVariants({
  success: { background: vars.color.success },
  danger: { background: vars.color.danger },
  grey: { background: vars.color.borderStrong },
});
