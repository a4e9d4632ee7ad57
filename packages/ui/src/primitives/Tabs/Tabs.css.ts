import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  // Long Indonesian tab labels scroll sideways on phones instead of wrapping.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderBottom: `${vars.size.focusRing} solid transparent`,
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      color: vars.color.primarySoftText,
      borderBottomColor: vars.color.primary,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      borderRadius: vars.radius.sm,
    },
    '&[data-disabled]': { color: vars.color.borderStrong, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  minWidth: 0,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});
