import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css';

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});
