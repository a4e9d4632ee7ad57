import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const memuat = style([stackLayout({ gap: 'sm' })]);

export const ringkasan = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
]);

export const jumlah = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'baseline', gap: 'sm' }),
  { margin: 0 },
]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The value that changes reads stronger than the rest of the row. */
export const berubah = style({ fontWeight: vars.font.weight.semibold });

export const tags = style([rowLayout({ flexWrap: 'wrap', gap: 'xs' })]);
