import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const list = style([gridLayout({ gap: 'sm', margin: 0 })]);

export const row = style([
  gridLayout({ gap: 'xxs' }),
  {
    '@media': { [mq.tablet]: { gridTemplateColumns: '10rem 1fr', gap: vars.space.md } },
  },
]);

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const root = style([stackLayout({ gap: 'lg' })]);

export const actions = style([
  rowLayout({ flexWrap: 'wrap', gap: 'sm' }),
  {
    paddingTop: vars.space.lg,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

export const skeleton = style([gridLayout({ gap: 'sm' })]);
