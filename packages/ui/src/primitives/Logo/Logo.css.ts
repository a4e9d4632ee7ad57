import { style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../../layout/sprinkles.css';
import { vars } from '../../tokens/vars.css';

export const root = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  }),
  {
    borderRadius: vars.radius.md,
    overflow: 'hidden',
    background: vars.color.primary,
    color: vars.color.primaryText,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
  },
]);

export const size = styleVariants({
  medium: { width: vars.size.logo, height: vars.size.logo, fontSize: vars.font.size.xl },
  large: { width: vars.size.controlLg, height: vars.size.controlLg, fontSize: vars.font.size.xxl },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: vars.color.surface,
});
