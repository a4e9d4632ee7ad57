import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css';

export const preview = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: `calc(${vars.size.banner} * 2)`,
  padding: vars.space.md,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

export const previewImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The course name on the banner, as on the class card. */
export const previewText = style({
  position: 'relative',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

/** The 7 default banners (spec 9), the same gradients as ClassHighlightCard. */
export const gradient = styleVariants({
  0: { backgroundImage: vars.bannerGradient.b0 },
  1: { backgroundImage: vars.bannerGradient.b1 },
  2: { backgroundImage: vars.bannerGradient.b2 },
  3: { backgroundImage: vars.bannerGradient.b3 },
  4: { backgroundImage: vars.bannerGradient.b4 },
  5: { backgroundImage: vars.bannerGradient.b5 },
  6: { backgroundImage: vars.bannerGradient.b6 },
});

export const swatch = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.controlLg} * 1.5)`,
  height: vars.size.controlLg,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  color: vars.color.primaryText,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.surface}, 0 0 0 calc(${vars.size.focusRing} * 2) ${vars.color.primary}`,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.size.focusRing} * 3)`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const swatchCheck = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});
