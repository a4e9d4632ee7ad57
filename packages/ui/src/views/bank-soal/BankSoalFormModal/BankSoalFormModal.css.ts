import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css';

/** The message of a failed save that names no field. */
export const galat = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});

/** What a visibility means, under its name. */
export const penjelasan = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.tight,
  marginTop: vars.space.xxs,
});
