import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { focusOutline, focusRing } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';

export const tabs = style([stackLayout({ gap: 'lg', minWidth: 0 })]);

export const tabList = style([
  rowLayout({ gap: 'xs' }),
  {
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
    // Long Indonesian tab labels scroll sideways on phones instead of wrapping.
    overflowX: 'auto',
    scrollbarWidth: 'thin',
  },
]);

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
      outline: focusOutline,
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
    '&[data-focus-visible]': focusRing,
  },
});
