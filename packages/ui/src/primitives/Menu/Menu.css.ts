import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const popover = style({
  minWidth: vars.size.menu,
  maxWidth: `calc(100vw - ${vars.space.xl})`,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const menu = style({
  maxHeight: vars.size.popoverMax,
  overflowY: 'auto',
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const danger = style({
  color: vars.color.dangerSoftText,
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.dangerSoft },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const separator = style({
  height: vars.size.border,
  marginBlock: vars.space.xs,
  background: vars.color.border,
});
