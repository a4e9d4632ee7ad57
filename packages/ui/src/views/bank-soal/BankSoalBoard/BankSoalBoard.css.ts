import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { surface } from '../../../styles/recipes.css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'lg', minWidth: 0 })]);

export const header = style([
  rowLayout({
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 'md',
  }),
]);

export const heading = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** Filter panel beside the banks from the tablet breakpoint; a 'Filter' button above them on phones. */
export const layout = style([
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

/** One column on phones, as many cards of at least `cardMin` as fit from there. */
export const grid = style([
  gridLayout({ gap: 'md', margin: 0, padding: 'none', listStyle: 'none' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [mq.desktop]: {
        gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.cardMin}, 1fr))`,
      },
    },
  },
]);

export const item = style({ display: 'flex', minWidth: 0 });

export const card = style([
  surface({ tone: 'panel' }),
  stackLayout({ gap: 'sm', minWidth: 0, padding: 'lg' }),
  { flex: 1 },
]);

export const cardHead = style([
  rowLayout({ alignItems: 'flex-start', justifyContent: 'space-between', gap: 'sm' }),
]);

/** Two lines at most; the whole title is in the tooltip of the browser (`title`). */
export const title = style({
  minWidth: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const matkul = style([
  rowLayout({ alignItems: 'baseline', gap: 'sm', minWidth: 0 }),
  { fontSize: vars.font.size.sm },
]);

export const kode = style({
  flexShrink: 0,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
  fontWeight: vars.font.weight.semibold,
});

export const namaMatkul = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style([stackLayout({ gap: 'xs', margin: 0 }), { flex: 1 }]);

export const metaRow = style([
  rowLayout({ alignItems: 'flex-start', gap: 'sm', minWidth: 0 }),
  { fontSize: vars.font.size.sm },
]);

export const metaIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginTop: '0.2em',
  color: vars.color.textMuted,
});

export const metaValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const actions = style([
  rowLayout({ flexWrap: 'wrap', gap: 'xs', paddingTop: 'sm' }),
  { borderTop: `${vars.size.border} solid ${vars.color.border}` },
]);
