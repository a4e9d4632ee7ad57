import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../layout/recipes';
import { surface } from '../../styles/recipes.css';
import { vars } from '../../tokens/vars.css';

/** Cards side by side as wide as they fit; an upload row spans the whole width. */
export const daftar = style([
  gridLayout({ gap: 'sm', margin: 0, padding: 'none' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' },
]);

export const baris = style([
  surface({ tone: 'panel' }),
  rowLayout({ alignItems: 'center', gap: 'md', minWidth: 0 }),
  { gridColumn: '1 / -1', padding: `${vars.space.sm} ${vars.space.md}` },
]);

export const gagal = style({
  borderColor: vars.color.danger,
  background: vars.color.dangerSoft,
});

export const teks = style([stackLayout({ gap: 'xxs', minWidth: 0 }), { flex: 1 }]);

export const nama = style({
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const pesan = style({ fontSize: vars.font.size.sm, color: vars.color.dangerSoftText });

export const proses = style([
  rowLayout({ alignItems: 'center', gap: 'sm' }),
  { fontSize: vars.font.size.sm, color: vars.color.textMuted },
]);
