import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
    '&[aria-current]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      boxShadow: `inset ${vars.space.xs} 0 0 ${vars.color.primary}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.control,
  height: vars.size.control,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  selectors: {
    '[aria-current] > &': { background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: 1,
});

export const title = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const countIcon = style({
  display: 'inline-flex',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

globalStyle(`${countIcon} svg`, { width: '100%', height: '100%' });
