import { globalStyle, style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { surface } from '../../../styles/recipes.css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const root = style([
  surface(),
  stackLayout({ gap: 'lg', minWidth: 0, padding: 'lg' }),
  {
    color: vars.color.text,
    '@media': { [mq.tablet]: { padding: vars.space.xl } },
  },
]);

export const skeleton = style([gridLayout({ gap: 'sm' })]);

export const header = style([
  stackLayout({ gap: 'md' }),
  {
    '@media': {
      [mq.desktop]: {
        flexDirection: 'row',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
      },
    },
  },
]);

export const headMain = style([
  stackLayout({ gap: 'xs', minWidth: 0 }),
  {
    flex: 1,
  },
]);

export const eyebrow = style({
  margin: 0,
  color: vars.color.primarySoftText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const tags = style([
  rowLayout({ flexWrap: 'wrap', gap: 'xs' }),
  {
    marginTop: vars.space.xs,
  },
]);

export const actions = style([rowLayout({ flexWrap: 'wrap', gap: 'sm', flexShrink: 0 })]);

export const info = style([
  gridLayout({ gap: 'sm', margin: 0 }),
  {
    paddingTop: vars.space.lg,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

export const row = style([
  gridLayout({ gap: 'xxs' }),
  {
    '@media': { [mq.tablet]: { gridTemplateColumns: '8rem 1fr', gap: vars.space.md } },
  },
]);

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  minWidth: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const pengajar = style([gridLayout({ gap: 'xxs' })]);

export const counts = style([
  gridLayout({ gap: 'sm', margin: 0, padding: 'none', listStyle: 'none' }),
  {
    gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  },
]);

export const count = style([
  rowLayout({ alignItems: 'center', gap: 'sm' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    fontSize: vars.font.size.sm,
  },
]);

export const countIcon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    color: vars.color.primary,
  },
]);

globalStyle(`${countIcon} svg`, { width: '100%', height: '100%' });

export const countLabel = style({ flex: 1, minWidth: 0, color: vars.color.textMuted });

export const countValue = style({ fontWeight: vars.font.weight.bold });

export const teks = style([
  stackLayout({ gap: 'sm' }),
  {
    paddingTop: vars.space.lg,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

export const teksHead = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
]);

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const children = style({ minWidth: 0 });
