import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'md', minWidth: 0 })]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  '@media': { [mq.tablet]: { fontSize: vars.font.size.xl } },
});

export const toolbar = style([
  rowLayout({
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: 'sm',
  }),
]);

export const filter = style({ flex: '1 1 20rem', minWidth: 0 });
