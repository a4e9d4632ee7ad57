import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  transition: `box-shadow ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    // The ring goes around the whole card, which is the link's click area.
    '&:has([data-focus-visible])': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // Stretch the click area over the whole card.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});

export const banner = style({
  position: 'relative',
  height: vars.size.banner,
  flexShrink: 0,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

export const bannerGradient = styleVariants({
  0: { backgroundImage: vars.bannerGradient.b0 },
  1: { backgroundImage: vars.bannerGradient.b1 },
  2: { backgroundImage: vars.bannerGradient.b2 },
  3: { backgroundImage: vars.bannerGradient.b3 },
  4: { backgroundImage: vars.bannerGradient.b4 },
  5: { backgroundImage: vars.bannerGradient.b5 },
  6: { backgroundImage: vars.bannerGradient.b6 },
});

export const bannerImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  padding: vars.space.lg,
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const code = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const rowIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
});

export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

globalStyle(`${rowIcon} svg`, { width: '100%', height: '100%' });
