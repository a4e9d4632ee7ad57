import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const cari = style({ maxWidth: vars.size.form });

/** Holds the paged list; may shrink below its table's width (the table scrolls). */
export const tabel = style({ minWidth: 0 });

export const galat = style({ fontSize: vars.font.size.sm, color: vars.color.dangerSoftText });

export const ringkas = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

const duaBaris = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
} as const;

/** Two lines at most. */
export const potong = style(duaBaris);

/** Two lines at most; a long word breaks anywhere. */
export const potongPecah = style({ ...duaBaris, overflowWrap: 'anywhere' });
