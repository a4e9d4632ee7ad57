import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../../styles/utils.css';
import { vars } from '../../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const toolbarAksi = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  marginInlineStart: 'auto',
});

/** 'Sedang proses perhitungan nilai' with its warning icon (spec 4). */
export const perhitungan = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  paddingBlockStart: vars.space.lg,
});

export const cari = style({ maxWidth: vars.size.form });

export const nama = style({ fontWeight: vars.font.weight.semibold });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const potong = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  minWidth: vars.size.measureNarrow,
});

export const tersembunyi = visuallyHidden;

/** The option spread: a label, a small bar and the count per option. */
export const sebaran = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: vars.size.menu,
});

export const sebaranBaris = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xs,
});

export const sebaranLabel = style({
  flexShrink: 0,
  minWidth: vars.size.iconLg,
  fontWeight: vars.font.weight.semibold,
});

export const batang = style({
  flex: 1,
  blockSize: vars.size.progress,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const isiBatang = style({
  display: 'block',
  blockSize: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export const sebaranJumlah = style({
  flexShrink: 0,
  minWidth: vars.size.iconLg,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});
