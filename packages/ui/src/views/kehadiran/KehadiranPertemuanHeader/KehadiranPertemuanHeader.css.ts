import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'md', minWidth: 0 })]);

export const head = style([stackLayout({ gap: 'xs', minWidth: 0 })]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const facts = style([
  rowLayout({ flexWrap: 'wrap', margin: 0, gap: 'md' }),
  { rowGap: vars.space.sm, columnGap: vars.space.xl },
]);

export const fact = style([stackLayout({ gap: 'none', minWidth: 0 })]);

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style([
  rowLayout({ alignItems: 'center', gap: 'xs', margin: 0 }),
  { fontWeight: vars.font.weight.semibold },
]);

export const ok = style({ color: vars.color.success });

export const notOk = style({ color: vars.color.danger });

export const actions = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 'sm' }),
]);
