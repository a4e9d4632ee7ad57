import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css';

export const hasil = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const hasilJudul = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const ringkasan = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.font.weight.semibold,
});

export const ringkasanBahaya = style({ color: vars.color.dangerSoftText });
export const ringkasanAman = style({ color: vars.color.successSoftText });

export const ringkasanIkon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

export const grupJudul = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const kosong = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const itemBentrok = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const itemJudul = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const itemMeta = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
