import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { surface } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'lg', minWidth: 0 })]);

export const list = style([
  stackLayout({ gap: 'md', margin: 0, padding: 'none', listStyle: 'none' }),
  {
    position: 'relative',
  },
]);

export const item = style([
  gridLayout({ columnGap: 'md' }),
  {
    position: 'relative',
    gridTemplateColumns: `${vars.size.iconSm} minmax(0, 1fr)`,
    selectors: {
      // The line joining the dots.
      '&:not(:last-child)::before': {
        content: '""',
        position: 'absolute',
        top: vars.space.lg,
        bottom: `calc(${vars.space.md} * -1)`,
        left: `calc(${vars.size.iconSm} / 2 - ${vars.size.border})`,
        width: `calc(${vars.size.border} * 2)`,
        background: vars.color.border,
      },
    },
  },
]);

export const dot = style({
  position: 'relative',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginTop: vars.space.xs,
  borderRadius: vars.radius.full,
  border: `calc(${vars.size.border} * 3) solid ${vars.color.primary}`,
  background: vars.color.surface,
});

export const body = style([
  surface({ tone: 'panel' }),
  stackLayout({ gap: 'xs', minWidth: 0 }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
  },
]);

export const detail = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const meta = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', margin: 0 }),
  {
    gap: `${vars.space.xxs} ${vars.space.md}`,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
  },
]);

export const metaItem = style([sprinkles({ display: 'inline-flex', gap: 'xs' })]);

export const skeleton = style([gridLayout({ gap: 'md' })]);
