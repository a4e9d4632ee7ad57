import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const skeleton = style({ display: 'grid', gap: vars.space.sm });

export const isi = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const bagian = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const subjudul = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const teks = style({
  margin: 0,
  maxWidth: vars.size.measure,
  lineHeight: vars.font.lineHeight.relaxed,
  // The syllabus text is plain text: keep its line breaks.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const kosong = style({ margin: 0, color: vars.color.textMuted });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const tautan = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
    '&:has(a[data-focus-visible])': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

export const tautanIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.md,
  background: vars.color.blueSoft,
  color: vars.color.blueSoftText,
});

globalStyle(`${tautanIcon} svg`, { width: vars.size.icon, height: vars.size.icon });

export const tautanText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const tautanLink = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
});

export const tautanUrl = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
