import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { cardLink, cardLinkTarget, surface } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

// The whole card is the link's click area; the ring goes around it.
export const card = style([
  surface(),
  cardLink({ hover: 'raise' }),
  {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    minWidth: 0,
    overflow: 'hidden',
    color: vars.color.text,
  },
]);

export const link = style([cardLinkTarget, { selectors: { '&::after': { zIndex: 1 } } }]);

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

export const body = style([
  stackLayout({ gap: 'sm', padding: 'lg' }),
  {
    flex: 1,
  },
]);

export const top = style([rowLayout({ flexWrap: 'wrap', gap: 'sm' })]);

export const titleBlock = style([stackLayout({ gap: 'xxs', minWidth: 0 })]);

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

export const details = style([
  stackLayout({ gap: 'xs' }),
  {
    fontSize: vars.font.size.sm,
  },
]);

export const row = style([rowLayout({ alignItems: 'flex-start', gap: 'sm', minWidth: 0 })]);

export const rowIcon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    marginTop: vars.space.xxs,
    color: vars.color.textMuted,
  },
]);

export const rowText = style([
  stackLayout({ minWidth: 0 }),
  {
    overflowWrap: 'anywhere',
  },
]);

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

globalStyle(`${rowIcon} svg`, { width: '100%', height: '100%' });
