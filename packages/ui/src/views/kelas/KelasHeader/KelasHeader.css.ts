import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { surface } from '../../../styles/recipes.css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const root = style([
  surface(),
  stackLayout({ minWidth: 0 }),
  {
    overflow: 'hidden',
    color: vars.color.text,
  },
]);

export const banner = style({
  height: vars.size.banner,
  flexShrink: 0,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  '@media': { [mq.tablet]: { height: vars.size.bannerHeader } },
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

export const bannerImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const body = style([
  stackLayout({ gap: 'md', padding: 'lg' }),
  {
    '@media': {
      [mq.tablet]: {
        flexDirection: 'row',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        padding: vars.space.xl,
      },
    },
  },
]);

export const main = style([
  stackLayout({ gap: 'sm', minWidth: 0 }),
  {
    flex: 1,
  },
]);

export const tags = style([rowLayout({ flexWrap: 'wrap', gap: 'xs' })]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [mq.tablet]: { fontSize: vars.font.size.xxl } },
});

export const meta = style([
  rowLayout({ flexWrap: 'wrap', margin: 0 }),
  {
    gap: `${vars.space.xxs} ${vars.space.sm}`,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
  },
]);

export const pengajar = style([rowLayout({ alignItems: 'center', gap: 'sm', minWidth: 0 })]);

export const namaPengajar = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const actions = style([rowLayout({ flexWrap: 'wrap', gap: 'sm', flexShrink: 0 })]);

globalStyle(`${actions} > *`, { flexShrink: 0 });
