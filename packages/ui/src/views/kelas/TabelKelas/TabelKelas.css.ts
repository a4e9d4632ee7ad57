import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

/** Filter panel beside the table from the tablet breakpoint; a 'Filter' button above it on phones. */
export const root = style([
  gridLayout({ gap: 'lg' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media': {
      [mq.tablet]: { gridTemplateColumns: `${vars.size.filterPanel} minmax(0, 1fr)` },
    },
  },
]);

export const main = style([stackLayout({ gap: 'md', minWidth: 0 })]);

export const toolbar = style([
  rowLayout({
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: 'sm',
  }),
]);

export const search = style({
  flex: '1 1 16rem',
  maxWidth: vars.size.form,
});

export const daftar = style([
  stackLayout({ gap: 'xxs', margin: 0, padding: 'none', listStyle: 'none' }),
]);

export const aksi = style([
  rowLayout({ gap: 'xs' }),
  {
    whiteSpace: 'nowrap',
  },
]);
