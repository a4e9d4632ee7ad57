import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
    '&:has([data-focus-visible])': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.md,
});

globalStyle(`${icon} svg`, { width: vars.size.icon, height: vars.size.icon });

export const tone = styleVariants({
  IMAGE: { background: vars.color.successSoft, color: vars.color.successSoftText },
  PDF: { background: vars.color.dangerSoft, color: vars.color.dangerSoftText },
  DOC: { background: vars.color.blueSoft, color: vars.color.blueSoftText },
  EXCEL: { background: vars.color.successSoft, color: vars.color.successSoftText },
  PPT: { background: vars.color.warningSoft, color: vars.color.warningSoftText },
  ZIP: { background: vars.color.surfaceMuted, color: vars.color.text },
  AUDIO: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  VIDEO: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  LAIN: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
});

export const link = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  outline: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    // The whole card opens the file.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});

export const size = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  gap: vars.space.xs,
});

export const external = style({
  display: 'inline-flex',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
});

globalStyle(`${external} svg`, { width: '100%', height: '100%' });
