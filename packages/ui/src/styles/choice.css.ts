import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { sprinkles } from '../layout/sprinkles.css';
import { vars } from '../tokens/vars.css';
import { focusOutline } from './focusRing';

/**
 * A checkbox or radio (React Aria's `Checkbox` / `Radio`): the indicator, then the label.
 * Put `choiceIndicator` on the indicator inside it.
 */
export const choice = style([
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

// What a selected indicator looks like, set by the shape; the state rules below read them, so
// their order (selected, then invalid, then disabled) stays one cascade for both shapes.
const selectedBackground = createVar();
const selectedBorderWidth = createVar();
const disabledSelectedBackground = createVar();

/**
 * The box of a checkbox or the circle of a radio, following the states of its `choice`.
 * `box` fills with the primary colour when selected (a check icon inside); `circle` draws the
 * selected dot as the surface showing through a thick primary ring.
 */
export const choiceIndicator = recipe({
  base: [
    sprinkles({ display: 'inline-flex', flexShrink: 0 }),
    {
      width: vars.size.icon,
      height: vars.size.icon,
      // Centre the indicator on the first line of the label.
      marginTop: `calc((${vars.font.lineHeight.normal} * 1em - ${vars.size.icon}) / 2)`,
      border: `${vars.size.focusRing} solid ${vars.color.borderStrong}`,
      background: vars.color.surface,
      selectors: {
        [`${choice}[data-hovered] &`]: { borderColor: vars.color.text },
        [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
          background: selectedBackground,
          borderColor: vars.color.primary,
          borderWidth: selectedBorderWidth,
        },
        [`${choice}[data-invalid] &`]: { borderColor: vars.color.danger },
        [`${choice}[data-focus-visible] &`]: {
          outline: focusOutline,
          outlineOffset: vars.size.focusRing,
        },
        [`${choice}[data-disabled] &`]: {
          background: vars.color.surfaceMuted,
          borderColor: vars.color.border,
          color: vars.color.textMuted,
        },
        [`${choice}[data-disabled][data-selected] &, ${choice}[data-disabled][data-indeterminate] &`]:
          { background: disabledSelectedBackground },
      },
    },
  ],
  variants: {
    shape: {
      box: [
        sprinkles({ alignItems: 'center', justifyContent: 'center' }),
        {
          borderRadius: vars.radius.sm,
          color: vars.color.primaryText,
          transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
          vars: {
            [selectedBackground]: vars.color.primary,
            [selectedBorderWidth]: vars.size.focusRing,
            [disabledSelectedBackground]: vars.color.border,
          },
        },
      ],
      circle: {
        borderRadius: vars.radius.full,
        transition: `border-width ${vars.duration.fast}, border-color ${vars.duration.fast}`,
        vars: {
          [selectedBackground]: vars.color.surface,
          [selectedBorderWidth]: `calc(${vars.size.icon} / 3)`,
          [disabledSelectedBackground]: vars.color.surfaceMuted,
        },
      },
    },
  },
});

/** The label of a `choice`: wraps anywhere rather than overflow. */
export const choiceLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });
