import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../layout/sprinkles.css';
import { choice } from '../../styles/choice.css';
import { focusOutline } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';

/** The root of a checkbox or radio (`choice`), with the track centred on the label. */
export const switchRoot = style([choice, { alignItems: 'center' }]);

export const track = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    position: 'relative',
    width: vars.size.switchWidth,
    height: vars.size.switchHeight,
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    transition: `background-color ${vars.duration.fast}`,
    selectors: {
      [`${switchRoot}[data-selected] &`]: { background: vars.color.primary },
      [`${switchRoot}[data-focus-visible] &`]: {
        outline: focusOutline,
        outlineOffset: vars.size.focusRing,
      },
      [`${switchRoot}[data-disabled] &`]: { background: vars.color.border },
    },
  },
]);

export const thumb = style({
  position: 'absolute',
  top: vars.size.focusRing,
  insetInlineStart: vars.size.focusRing,
  width: `calc(${vars.size.switchHeight} - 2 * ${vars.size.focusRing})`,
  height: `calc(${vars.size.switchHeight} - 2 * ${vars.size.focusRing})`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: `translateX(calc(${vars.size.switchWidth} - ${vars.size.switchHeight}))`,
    },
  },
});

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });
