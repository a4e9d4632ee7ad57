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
    color: vars.color.text,
  },
]);

export const icon = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    width: `calc(${vars.size.iconXl} + ${vars.space.lg})`,
    height: `calc(${vars.size.iconXl} + ${vars.space.lg})`,
    borderRadius: vars.radius.full,
    background: vars.color.primarySoft,
    color: vars.color.primarySoftText,
  },
]);

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const message = style({
  maxWidth: vars.size.measure,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const action = style({ marginTop: vars.space.sm });
