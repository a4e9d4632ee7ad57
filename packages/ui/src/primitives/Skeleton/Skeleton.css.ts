import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

export const root = style({
  display: 'block',
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${pulse} ${vars.duration.pulse} ease-in-out infinite`,
});

export const inline = style({ display: 'inline-block', verticalAlign: 'middle' });

export const circle = style({ borderRadius: vars.radius.full });
