import { globalStyle, style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusOutline, focusRing } from '../../styles/focusRing';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

export const root = style([
  stackLayout({ gap: 'sm' }),
  {
    padding: `${vars.space.md} ${vars.space.lg}`,
    background: vars.color.surface,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
    '@media': {
      [mq.tablet]: {
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: vars.space.xl,
        padding: `${vars.space.lg} ${vars.space.xl}`,
      },
    },
  },
]);

export const lead = style([rowLayout({ alignItems: 'flex-start', gap: 'sm', minWidth: 0 })]);

export const menuButton = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 'none',
  }),
  {
    width: vars.size.controlLg,
    height: vars.size.controlLg,
    marginInlineStart: `calc(-1 * ${vars.space.sm})`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': {
        outline: focusOutline,
      },
    },
    '@media': {
      [mq.desktop]: { display: 'none' },
    },
  },
]);

globalStyle(`${menuButton} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const titles = style([stackLayout({ gap: 'xxs', minWidth: 0 })]);

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': {
    [mq.tablet]: { fontSize: vars.font.size.xxl },
  },
});

export const breadcrumbs = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', gap: 'xs' }),
  {
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
  },
]);

export const crumb = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs', minWidth: 0 }),
]);

export const separator = style([
  sprinkles({ display: 'inline-flex' }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    color: vars.color.borderStrong,
  },
]);

export const crumbLink = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  {
    borderRadius: vars.radius.sm,
    color: vars.color.primarySoftText,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]': focusRing,
    },
  },
]);

globalStyle(`${crumbLink} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const current = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const meta = style([
  stackLayout({ gap: 'xxs' }),
  {
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    '@media': {
      [mq.tablet]: { alignItems: 'flex-end', textAlign: 'end', flexShrink: 0 },
    },
  },
]);

export const greeting = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const clock = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  {
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
]);

globalStyle(`${clock} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
