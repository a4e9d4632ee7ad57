import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  paddingBlockStart: vars.space.lg,
});

/** Two fields side by side from the tablet breakpoint. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** The meeting from context (non-operators): number, type, date and time range. */
export const pertemuan = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderInlineStartWidth: vars.space.xs,
  borderInlineStartColor: vars.color.primary,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const pertemuanJudul = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const pertemuanWaktu = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  flexBasis: '100%',
});

export const berkas = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legendBerkas = style({ padding: 0, marginBlockEnd: vars.space.xs });

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `calc(${vars.size.border} * 2) dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
    '&[data-disabled]': { borderStyle: 'dotted', borderColor: vars.color.border },
  },
});

export const dropZoneInvalid = style({
  borderColor: vars.color.danger,
  background: vars.color.dangerSoft,
});

export const dropIcon = style({
  display: 'inline-flex',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  color: vars.color.primary,
  selectors: {
    [`${dropZone}[data-disabled] &`]: { color: vars.color.textMuted },
  },
});

globalStyle(`${dropIcon} svg`, { width: '100%', height: '100%' });

export const dropText = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    [`${dropZone}[data-disabled] &`]: { color: vars.color.textMuted },
  },
});

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

/** The chosen file: icon, shortened name, size and remove. */
export const barisBerkas = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderInlineStartWidth: vars.space.xs,
  borderInlineStartColor: vars.color.success,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const teksBerkas = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const namaBerkas = style({
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const ukuranBerkas = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const salin = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  paddingBlockStart: vars.space.lg,
});

export const cari = style({
  maxWidth: vars.size.form,
});

export const ringkasanPilih = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const potong = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

export const tampilan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});
