import { style } from '@vanilla-extract/css';
import { kartu } from '../../../composites/DaftarKartu/DaftarKartu.css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { surface } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

export const list = style([
  stackLayout({ gap: 'sm', margin: 0, padding: 'none', listStyle: 'none' }),
]);

/** One vidcon in a meeting's panel. */
export const item = style([
  surface({ tone: 'panel' }),
  stackLayout({ gap: 'xs', minWidth: 0, padding: 'md' }),
]);

/** One vidcon in the /vidcon list (a card of DaftarKartu). */
export const kartuDaftar = style([kartu, stackLayout({ gap: 'xs', minWidth: 0, padding: 'md' })]);

export const head = style([
  rowLayout({ alignItems: 'flex-start', justifyContent: 'space-between', gap: 'sm' }),
]);

export const judul = style({
  margin: 0,
  minWidth: 0,
  flex: 1,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const kelas = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const kode = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const actions = style([rowLayout({ flexShrink: 0, gap: 'xxs' })]);

export const tags = style([rowLayout({ flexWrap: 'wrap', gap: 'xs' })]);

export const meta = style([
  rowLayout({ flexWrap: 'wrap', columnGap: 'md', rowGap: 'xxs' }),
  { fontSize: vars.font.size.sm, color: vars.color.textMuted },
]);

export const metaItem = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const catatan = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const tombol = style([rowLayout({ flexWrap: 'wrap', gap: 'sm', alignItems: 'center' })]);

export const peserta = style([
  stackLayout({ gap: 'xs' }),
  {
    paddingTop: vars.space.sm,
    marginTop: vars.space.xs,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

export const pesertaJudul = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const pesertaList = style([
  stackLayout({ gap: 'xxs', margin: 0, padding: 'none', listStyle: 'none' }),
]);

export const pesertaBaris = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', columnGap: 'sm', rowGap: 'xxs' }),
  { fontSize: vars.font.size.sm, minWidth: 0 },
]);

export const pesertaNama = style({ minWidth: 0, overflowWrap: 'anywhere', flex: '1 1 12em' });

export const pesertaWaktu = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const ruang = style([stackLayout({ gap: 'sm' })]);

export const bingkai = style({
  width: '100%',
  height: 'min(70vh, 560px)',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const petunjuk = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
