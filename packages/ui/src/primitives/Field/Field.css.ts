import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusOutline, focusRingFlush, focusRingInset } from '../../styles/focusRing';
import { surface } from '../../styles/recipes.css';
import { vars } from '../../tokens/vars.css';

// Shared by every form field of the kit (TextField, Select, DatePicker, ...).

export const field = style([
  stackLayout({ gap: 'xs', minWidth: 0 }),
  {
    width: '100%',
  },
]);

export const label = style([
  sprinkles({ display: 'inline-flex', gap: 'xxs' }),
  {
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    cursor: 'default',
    selectors: {
      '[data-disabled] > &': { color: vars.color.textMuted },
    },
  },
]);

/** The red asterisk of a required field (spec 5). */
export const asterisk = style({
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.dangerSoftText,
});

/** Help text and counter on one line under the input. */
export const helpRow = style([
  rowLayout({ justifyContent: 'space-between', alignItems: 'flex-start', gap: 'sm' }),
]);

export const counter = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

const boxBase = {
  width: '100%',
  minHeight: vars.size.control,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  transition: `border-color ${vars.duration.fast}`,
} as const;

/** A text-like input (input, textarea). */
export const input = style({
  ...boxBase,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-visible]': {
      ...focusRingFlush,
      borderColor: vars.color.focusRing,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** A box that holds several parts: date segments, stepper buttons, an icon and an input. */
export const group = style([
  rowLayout({ alignItems: 'center', gap: 'xs' }),
  {
    ...boxBase,
    paddingInline: vars.space.sm,
    overflow: 'hidden',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.text },
      '&[data-focus-within], &[data-focus-visible]': {
        ...focusRingFlush,
        borderColor: vars.color.focusRing,
      },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
      },
    },
  },
]);

/** An input inside a `group`: the group draws the box. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: `${vars.space.xs} ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A small square button inside a `group` (open calendar, clear, steppers). */
export const groupButton = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 'none',
  }),
  {
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-pressed]': {
        background: vars.color.surfaceHover,
        color: vars.color.text,
      },
      '&[data-focus-visible]': {
        outline: focusOutline,
      },
      '&[data-disabled]': { color: vars.color.borderStrong, cursor: 'not-allowed' },
    },
  },
]);

export const icon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    color: vars.color.textMuted,
  },
]);

/** The floating panel of a select, combo box or date picker. */
export const popover = style([
  surface({ tone: 'overlay' }),
  {
    minWidth: 'var(--trigger-width)',
    maxWidth: `calc(100vw - ${vars.space.xl})`,
    outline: 'none',
    overflow: 'auto',
  },
]);

export const listBox = style({
  maxHeight: vars.size.popoverMax,
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const listBoxItem = style([
  rowLayout({ alignItems: 'center', gap: 'sm' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.primarySoft },
      '&[data-selected]': {
        fontWeight: vars.font.weight.semibold,
        color: vars.color.primarySoftText,
      },
      '&[data-focus-visible]': focusRingInset,
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const listBoxCheck = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    marginInlineStart: 'auto',
  },
]);

export const listBoxEmpty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
});
