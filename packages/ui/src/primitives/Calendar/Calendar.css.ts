import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';

export const calendar = style([
  sprinkles({ display: 'inline-flex', flexDirection: 'column', gap: 'sm' }),
  {
    width: '100%',
    maxWidth: `calc(7 * ${vars.size.controlLg} + 6 * ${vars.space.xxs})`,
    color: vars.color.text,
  },
]);

export const header = style([
  rowLayout({ alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
]);

export const title = style({
  flex: 1,
  textAlign: 'center',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const navButton = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 'none',
  }),
  {
    width: vars.size.control,
    height: vars.size.control,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.borderStrong, cursor: 'not-allowed' },
    },
  },
]);

export const grid = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: vars.space.xxs,
  tableLayout: 'fixed',
});

export const headerCell = style({
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cell = style([
  stackLayout({ alignItems: 'center', justifyContent: 'center' }),
  {
    position: 'relative',
    width: '100%',
    aspectRatio: '1',
    maxHeight: vars.size.controlLg,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.md,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-outside-month]': { visibility: 'hidden' },
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-pressed]': { background: vars.color.primarySoft },
      '&[data-selected]': {
        background: vars.color.primary,
        color: vars.color.primaryText,
        fontWeight: vars.font.weight.semibold,
      },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled], &[data-unavailable]': {
        color: vars.color.borderStrong,
        cursor: 'not-allowed',
        textDecoration: 'line-through',
      },
    },
  },
]);

/** The college's today (spec 2 'The current day is highlighted'). */
export const today = style({
  boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.primary}`,
  color: vars.color.primarySoftText,
  fontWeight: vars.font.weight.bold,
});

/** A dot under days that have activities. */
export const marker = style({
  position: 'absolute',
  bottom: vars.space.xs,
  width: vars.space.xs,
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.warningSoftText,
  selectors: {
    '[data-selected] > &': { background: vars.color.primaryText },
  },
});
