import { style } from '@vanilla-extract/css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

/** Name and position side by side from the tablet breakpoint. */
export const baris = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    [mq.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const nama = style({
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const pilih = style({
  flexShrink: 0,
  '@media': {
    [mq.tablet]: { width: `calc(${vars.size.form} / 2)` },
  },
});
