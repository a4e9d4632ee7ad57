import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../layout/recipes';
import { vars } from '../../tokens/vars.css';

/** Two lines at most (the whole text is in the tooltip). */
export const potong = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minWidth: `calc(${vars.size.measureNarrow} / 2)`,
  maxWidth: vars.size.measureNarrow,
  overflowWrap: 'anywhere',
});

export const stack = style([stackLayout({ gap: 'xxs' })]);

export const muted = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const nowrap = style({ whiteSpace: 'nowrap' });
