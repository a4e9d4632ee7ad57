import { globalStyle, style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { surface } from '../../../styles/recipes.css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'lg', minWidth: 0 })]);

export const memuat = style([stackLayout({ gap: 'sm' })]);

export const info = style([stackLayout({ gap: 'sm', minWidth: 0 })]);

export const kelas = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const kode = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const judul = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const tags = style([rowLayout({ flexWrap: 'wrap', gap: 'xs' })]);

/** Label and value pairs: stacked on phones, side by side from tablets up. */
export const data = style([gridLayout({ gap: 'sm', margin: 0 })]);

export const baris = style([
  gridLayout({ gap: 'none' }),
  {
    '@media': { [mq.tablet]: { gridTemplateColumns: '10rem 1fr', gap: vars.space.md } },
  },
]);

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const nilai = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const skor = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary,
  lineHeight: vars.font.lineHeight.tight,
});

export const catatan = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const pengerjaan = style([stackLayout({ gap: 'md' })]);

export const tombol = style([rowLayout({ flexWrap: 'wrap', gap: 'sm' })]);

export const kunci = style({ paddingInline: vars.space.lg });

// The answer review.

export const tinjauan = style([
  stackLayout({ gap: 'lg' }),
  { color: vars.color.text, lineHeight: vars.font.lineHeight.normal },
]);

export const kelompok = style([stackLayout({ gap: 'md' })]);

export const kelompokJudul = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'baseline', columnGap: 'sm' }),
  {
    paddingBottom: vars.space.xs,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
    fontWeight: vars.font.weight.semibold,
  },
]);

export const kelompokNama = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const aturan = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const soal = style([
  surface({ tone: 'panel' }),
  stackLayout({ gap: 'sm', minWidth: 0, padding: 'md' }),
]);

export const soalKepala = style([rowLayout({ flexWrap: 'wrap', alignItems: 'center', gap: 'sm' })]);

export const soalNomor = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const berkas = style([
  gridLayout({ gap: 'sm', margin: 0, padding: 'none' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' },
]);

export const opsi = style([stackLayout({ gap: 'xs', margin: 0, padding: 'none' })]);

export const opsiItem = style([
  rowLayout({ alignItems: 'flex-start', gap: 'sm' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
]);

export const opsiKunci = style({
  borderColor: vars.color.success,
  background: vars.color.successSoft,
});

export const opsiSalah = style({
  borderColor: vars.color.danger,
  background: vars.color.dangerSoft,
});

export const opsiIkon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    marginTop: '3px',
    selectors: {
      [`${opsiKunci} &`]: { color: vars.color.successSoftText },
      [`${opsiSalah} &`]: { color: vars.color.dangerSoftText },
    },
  },
]);

globalStyle(`${opsiIkon} svg`, { width: '100%', height: '100%' });

export const opsiTeks = style([
  stackLayout({ gap: 'xs', minWidth: 0 }),
  { flex: 1, overflowWrap: 'anywhere' },
]);

export const opsiGambar = style({ maxWidth: '12rem', borderRadius: vars.radius.sm });

export const opsiTanda = style([
  rowLayout({ flexWrap: 'wrap', gap: 'xs', justifyContent: 'flex-end' }),
]);

export const esai = style([
  gridLayout({ gap: 'sm' }),
  { '@media': { [mq.tablet]: { gridTemplateColumns: '1fr 1fr' } } },
]);

export const esaiBlok = style([
  stackLayout({ gap: 'xs', minWidth: 0 }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
  },
]);

export const esaiKunci = style({ background: vars.color.successSoft });

export const esaiJudul = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  selectors: { [`${esaiKunci} &`]: { color: vars.color.successSoftText } },
});

export const esaiTeks = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
