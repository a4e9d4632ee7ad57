import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'md' })]);

export const daftar = style([
  gridLayout({ margin: 0, padding: 'none', listStyle: 'none', gap: 'md' }),
  { maxHeight: '50vh', overflowY: 'auto', overscrollBehavior: 'contain' },
]);

export const komentar = style([rowLayout({ alignItems: 'flex-start', gap: 'sm', minWidth: 0 })]);

export const badan = style({ minWidth: 0, flex: 1 });

export const kepala = style([
  rowLayout({ alignItems: 'center', gap: 'sm', minWidth: 0 }),
  { flexWrap: 'wrap' },
]);

export const nama = style({ fontWeight: vars.font.weight.semibold });

export const waktu = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const isi = style({
  margin: 0,
  marginTop: vars.space.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const kosong = style([
  stackLayout({ gap: 'sm' }),
  { margin: 0, color: vars.color.textMuted, paddingBlock: vars.space.md },
]);

export const tulis = style([stackLayout({ gap: 'sm' }), { alignItems: 'flex-end' }]);
