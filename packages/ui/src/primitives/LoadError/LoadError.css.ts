import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { vars } from '../../tokens/vars.css';

export const root = style([
  stackLayout({ alignItems: 'center', justifyContent: 'center', gap: 'sm' }),
  {
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.lg,
    textAlign: 'center',
  },
]);

export const icon = style([
  sprinkles({ display: 'inline-flex' }),
  {
    width: vars.size.iconXl,
    height: vars.size.iconXl,
    color: vars.color.textMuted,
  },
]);

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: vars.font.letterSpacing.wide,
  color: vars.color.textMuted,
});

export const message = style({
  maxWidth: vars.size.measure,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
