import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css';

/** The upload tab's fields start below the tabs. */
export const tabIsi = style({ paddingBlockStart: vars.space.lg });

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

export const nowrap = style({ whiteSpace: 'nowrap' });
