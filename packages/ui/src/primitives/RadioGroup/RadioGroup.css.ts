import { style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusOutline } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';
import * as field from '../Field/Field.css';

export const group = style([field.field, { gap: vars.space.sm }]);

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  horizontal: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.lg,
    rowGap: vars.space.sm,
  },
});

export const radio = style([
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

export const circle = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.icon,
    height: vars.size.icon,
    marginTop: `calc((${vars.font.lineHeight.normal} * 1em - ${vars.size.icon}) / 2)`,
    border: `${vars.size.focusRing} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    transition: `border-width ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
      // The selected dot is the surface showing through a thick primary ring.
      [`${radio}[data-selected] &`]: {
        borderColor: vars.color.primary,
        borderWidth: `calc(${vars.size.icon} / 3)`,
      },
      [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`${radio}[data-focus-visible] &`]: {
        outline: focusOutline,
        outlineOffset: vars.size.focusRing,
      },
      [`${radio}[data-disabled] &`]: {
        borderColor: vars.color.border,
        background: vars.color.surfaceMuted,
      },
    },
  },
]);

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });
