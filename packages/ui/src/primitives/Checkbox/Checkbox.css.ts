import { globalStyle, style } from '@vanilla-extract/css';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusOutline } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';

export const checkbox = style([
  sprinkles({ display: 'inline-flex', alignItems: 'flex-start', gap: 'sm' }),
  {
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const box = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  }),
  {
    width: vars.size.icon,
    height: vars.size.icon,
    // Centre the box on the first line of the label.
    marginTop: `calc((${vars.font.lineHeight.normal} * 1em - ${vars.size.icon}) / 2)`,
    border: `${vars.size.focusRing} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.primaryText,
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
      [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
        background: vars.color.primary,
        borderColor: vars.color.primary,
      },
      [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`${checkbox}[data-focus-visible] &`]: {
        outline: focusOutline,
        outlineOffset: vars.size.focusRing,
      },
      [`${checkbox}[data-disabled] &`]: {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
      },
      [`${checkbox}[data-disabled][data-selected] &, ${checkbox}[data-disabled][data-indeterminate] &`]:
        { background: vars.color.border },
    },
  },
]);

globalStyle(`${box} svg`, { width: vars.size.iconSm, height: vars.size.iconSm, strokeWidth: 3 });

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });
