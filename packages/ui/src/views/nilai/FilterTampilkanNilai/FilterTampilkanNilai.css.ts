import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css';

export const root = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minWidth: 0,
});
