import { globalStyle, style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { surface } from '../../../styles/recipes.css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const grid = style([
  gridLayout({ gap: 'lg' }),
  {
    gridTemplateColumns: '1fr',
    '@media': {
      [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mq.widescreen]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [mq.fullhd]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const item = style([rowLayout({ minWidth: 0 })]);

globalStyle(`${item} > *`, { flex: 1 });

export const skeletonCard = style([
  surface({ tone: 'panel' }),
  stackLayout({ gap: 'sm' }),
  {
    overflow: 'hidden',
  },
]);

export const skeletonBody = style([stackLayout({ gap: 'sm', padding: 'lg' })]);

export const empty = style([
  surface({ tone: 'dashed' }),
  stackLayout({ alignItems: 'center', gap: 'sm' }),
  {
    padding: `${vars.space.xxxl} ${vars.space.lg}`,
    textAlign: 'center',
  },
]);

export const emptyIcon = style([
  sprinkles({ display: 'inline-flex' }),
  {
    width: vars.size.controlLg,
    height: vars.size.controlLg,
    color: vars.color.textMuted,
  },
]);

export const emptyTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const emptyText = style({
  color: vars.color.textMuted,
  maxWidth: vars.size.measure,
});
