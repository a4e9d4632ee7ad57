import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const templat = style([stackLayout({ gap: 'xs', alignItems: 'flex-start' })]);

export const berkas = style([
  stackLayout({ gap: 'sm', minWidth: 0, margin: 0, padding: 'none' }),
  { border: 'none' },
]);

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs });

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const galat = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.dangerSoftText,
});

/** 'Impor Berhasil' or the red 'Impor Gagal' box with the server's message. */
export const hasil = style([
  rowLayout({ alignItems: 'flex-start', gap: 'md' }),
  {
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid`,
  },
]);

export const berhasil = style({
  background: vars.color.successSoft,
  color: vars.color.successSoftText,
  borderColor: vars.color.success,
});

export const gagal = style({
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  borderColor: vars.color.danger,
});

export const ikonHasil = style({
  flexShrink: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
});

export const teksHasil = style([stackLayout({ gap: 'xs', minWidth: 0 })]);

export const judulHasil = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** Row-level errors come one per line (which row, which column, why). */
export const pesanHasil = style({
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

/** The chosen template's columns (domain TEMPLAT_IMPOR_SOAL), one per line. */
export const kolom = style([stackLayout({ gap: 'xs', margin: 0 })]);

export const barisKolom = style([
  rowLayout({ gap: 'sm', alignItems: 'baseline' }),
  { fontSize: vars.font.size.sm },
]);

export const namaKolom = style({
  flex: '0 0 8.5rem',
  fontWeight: vars.font.weight.semibold,
});

export const keteranganKolom = style({ margin: 0, minWidth: 0, color: vars.color.textMuted });
