import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css';

export const galatServer = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});
