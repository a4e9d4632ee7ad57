import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css';

/** Long classes scroll inside the modal. */
export const daftar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: vars.size.popoverMax,
  overflowY: 'auto',
  paddingBlock: vars.space.xxs,
});

export const nama = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const nim = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const kosong = style({
  margin: 0,
  color: vars.color.textMuted,
});
