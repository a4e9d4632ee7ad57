import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const root = style([
  stackLayout({ gap: 'md', minWidth: 0 }),
  {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    padding: vars.space.md,
    '@media': { [mq.tablet]: { padding: vars.space.lg } },
  },
]);

export const top = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
]);

export const title = style({
  margin: 0,
  minWidth: 0,
  flex: '1 1 16rem',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

/** Two columns on a phone, a row of facts from the tablet up. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  '@media': {
    [mq.tablet]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
      columnGap: vars.space.xl,
    },
  },
});

export const fact = style([stackLayout({ gap: 'none', minWidth: 0 })]);

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
