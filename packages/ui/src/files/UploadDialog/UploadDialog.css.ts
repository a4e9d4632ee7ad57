import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderInlineStartWidth: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** Upload states (spec 4): info while running, success, danger when failed. */
export const state = styleVariants({
  info: { borderInlineStartColor: vars.color.primary },
  success: { borderInlineStartColor: vars.color.success },
  danger: { borderInlineStartColor: vars.color.danger, background: vars.color.dangerSoft },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const name = style({
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const size = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const statusTone = styleVariants({
  info: { color: vars.color.text },
  success: { color: vars.color.successSoftText },
  danger: { color: vars.color.dangerSoftText },
});

export const statusIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

globalStyle(`${statusIcon} svg`, { width: '100%', height: '100%' });

export const summary = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
