import { style } from '@vanilla-extract/css';
import { vars } from '../packages/ui/src/tokens/vars.css';

/** The element every story renders into; story tests screenshot it. */
export const storyRoot = style({
  display: 'flow-root',
  background: vars.color.background,
  color: vars.color.text,
});

export const padded = style({ padding: vars.space.lg });
