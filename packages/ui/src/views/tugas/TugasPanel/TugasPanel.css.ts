import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { surface } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

export const list = style([
  stackLayout({ gap: 'sm', margin: 0, padding: 'none', listStyle: 'none' }),
]);

export const item = style([
  surface({ tone: 'panel' }),
  stackLayout({ gap: 'xs', minWidth: 0, padding: 'md' }),
]);

export const head = style([
  rowLayout({ alignItems: 'flex-start', justifyContent: 'space-between', gap: 'sm' }),
]);

export const heading = style({
  margin: 0,
  minWidth: 0,
  flex: 1,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const actions = style([rowLayout({ flexShrink: 0, gap: 'xxs' })]);

export const tags = style([rowLayout({ flexWrap: 'wrap', gap: 'xs', alignItems: 'center' })]);

export const meta = style([
  rowLayout({ flexWrap: 'wrap', columnGap: 'md', rowGap: 'xxs' }),
  { margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted },
]);

export const metaItem = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const tombol = style([rowLayout({ flexWrap: 'wrap', gap: 'sm' })]);
