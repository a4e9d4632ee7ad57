import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

/** A section's box around its fields. */
export const section = style({
  border: `${vars.size.border} solid ${vars.color.border}`,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

/** A note under a section's title (e.g. why its fields are read-only). */
export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
