import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { below, mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

export const minggu = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** Six days (Senin..Sabtu) or seven with Minggu, side by side from the desktop width. */
export const kolom = styleVariants({
  6: { '@media': { [mq.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } } },
  7: { '@media': { [mq.desktop]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } } },
});

export const hari = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** Phones list only the days that have classes. */
export const hariKosong = style({ '@media': { [below.tablet]: { display: 'none' } } });

export const namaHari = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const daftar = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.primary}`,
  background: vars.color.primarySoft,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

export const jam = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primarySoftText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const matkul = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const ikon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginTop: vars.space.xxs,
});

globalStyle(`${ikon} svg`, { width: '100%', height: '100%' });

export const kosong = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
