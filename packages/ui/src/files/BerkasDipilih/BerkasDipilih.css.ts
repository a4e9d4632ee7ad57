import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const baris = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderInlineStartWidth: vars.space.xs,
  borderInlineStartColor: vars.color.success,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const teks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const nama = style({
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const ukuran = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
