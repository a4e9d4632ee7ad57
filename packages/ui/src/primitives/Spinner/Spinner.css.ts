import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../../layout/sprinkles.css';
import { vars } from '../../tokens/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  }),
  {
    color: 'currentColor',
  },
]);

export const size = styleVariants({
  small: { width: vars.size.iconSm, height: vars.size.iconSm },
  medium: { width: vars.size.iconLg, height: vars.size.iconLg },
  large: { width: vars.size.controlLg, height: vars.size.controlLg },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} ${vars.duration.spin} linear infinite`,
});

export const track = style({ opacity: 0.25 });
