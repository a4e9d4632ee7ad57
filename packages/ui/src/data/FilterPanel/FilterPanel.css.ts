import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.filterPanel,
  padding: vars.space.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
});

globalStyle(`${actions} > *`, { flex: 1 });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.icon,
  height: vars.size.icon,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.font.size.xs,
  lineHeight: 1,
});

export const sheetForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
