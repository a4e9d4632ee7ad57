import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { surface } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

export const halaman = style([stackLayout({ gap: 'md', minWidth: 0 })]);

export const kepala = style([stackLayout({ gap: 'xs', minWidth: 0 })]);

export const judul = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const tags = style([rowLayout({ flexWrap: 'wrap', gap: 'xs', alignItems: 'center' })]);

export const meta = style([
  rowLayout({ flexWrap: 'wrap', columnGap: 'md', rowGap: 'xxs' }),
  { fontSize: vars.font.size.sm, color: vars.color.textMuted },
]);

export const daftar = style([
  stackLayout({ gap: 'sm', margin: 0, padding: 'none', listStyle: 'none' }),
]);

export const topik = style([
  surface({ tone: 'panel' }),
  stackLayout({ gap: 'sm', minWidth: 0, padding: 'md' }),
]);

export const post = style([stackLayout({ gap: 'xs', minWidth: 0 })]);

export const postKepala = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', columnGap: 'sm', rowGap: 'xxs' }),
]);

export const nama = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const waktu = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const dihapus = style({ margin: 0, fontStyle: 'italic', color: vars.color.textMuted });

export const aksi = style([rowLayout({ flexWrap: 'wrap', gap: 'xs' })]);

export const balasan = style([
  stackLayout({ gap: 'sm', margin: 0, listStyle: 'none', minWidth: 0 }),
  {
    paddingInlineStart: vars.space.md,
    borderInlineStart: `2px solid ${vars.color.border}`,
  },
]);

export const komposer = style([stackLayout({ gap: 'sm', minWidth: 0 })]);

export const komposerTombol = style([rowLayout({ justifyContent: 'flex-end', gap: 'sm' })]);

export const galat = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});
