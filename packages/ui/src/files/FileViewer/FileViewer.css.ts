import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const frameBox = style({
  position: 'relative',
  height: vars.size.dataGrid,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const frame = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
});

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surface,
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const openLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primarySoftText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
  },
});

export const openIcon = style({
  display: 'inline-flex',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});
globalStyle(`${openIcon} svg`, { width: '100%', height: '100%' });
