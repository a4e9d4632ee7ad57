import { style } from '@vanilla-extract/css';
import { rowLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusOutline, focusRing } from '../../styles/focusRing';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

export const root = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'md' }),
  {
    fontSize: vars.font.size.md,
  },
]);

export const summary = style([rowLayout({ flexWrap: 'wrap', alignItems: 'center', gap: 'md' })]);

export const sizeSelect = style({ width: 'max-content', flex: 'none' });

export const total = style({
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const pages = style([
  rowLayout({ alignItems: 'center', gap: 'xs', justifyContent: 'center' }),
  {
    width: '100%',
    '@media': {
      [mq.tablet]: { width: 'auto', justifyContent: 'flex-end' },
    },
  },
]);

export const pageList = style([rowLayout({ alignItems: 'center', gap: 'xs' })]);

export const pageButton = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    minWidth: vars.size.control,
    height: vars.size.control,
    paddingInline: vars.space.sm,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
      '&[aria-current="page"]': {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.primaryText,
      },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const jump = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  {
    marginInlineStart: vars.space.sm,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
  },
]);

export const jumpInput = style({
  width: vars.size.pageInput,
  height: vars.size.control,
  paddingInline: vars.space.sm,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-focused]': {
      outline: focusOutline,
      borderColor: vars.color.focusRing,
    },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});
