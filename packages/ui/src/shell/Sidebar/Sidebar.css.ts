import { globalStyle, style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusRingInset } from '../../styles/focusRing';
import { surface } from '../../styles/recipes.css';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

/** The fixed column on desktop; hidden below the desktop breakpoint (the dialog takes over). */
export const aside = style({
  display: 'none',
  '@media': {
    [mq.desktop]: {
      display: 'flex',
      position: 'sticky',
      top: 0,
      flexDirection: 'column',
      width: vars.size.sidebar,
      height: '100vh',
      overflowY: 'auto',
      background: vars.color.surface,
      borderInlineEnd: `${vars.size.border} solid ${vars.color.border}`,
      zIndex: vars.zIndex.sidebar,
    },
  },
});

export const content = style([stackLayout({ gap: 'lg', padding: 'lg' })]);

export const brand = style([rowLayout({ alignItems: 'center', gap: 'md', minWidth: 0 })]);

export const collegeName = style({
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const profile = style([
  stackLayout({ alignItems: 'flex-start', gap: 'sm', padding: 'md' }),
  {
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceMuted,
  },
]);

export const userButton = style([
  rowLayout({ alignItems: 'center', gap: 'sm', padding: 'xs' }),
  {
    width: '100%',
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': focusRingInset,
    },
  },
]);

export const userText = style([
  stackLayout({ minWidth: 0 }),
  {
    flex: 1,
  },
]);

export const userName = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const userMeta = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const chevron = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    color: vars.color.textMuted,
  },
]);

export const menuPopover = style([
  surface({ tone: 'overlay' }),
  {
    minWidth: vars.size.menu,
    padding: vars.space.xs,
    outline: 'none',
  },
]);

export const menu = style({ outline: 'none' });

export const menuItem = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const nav = style([stackLayout()]);

export const navList = style([stackLayout({ gap: 'xxs' })]);

export const navLink = style([
  rowLayout({ alignItems: 'center', gap: 'md' }),
  {
    position: 'relative',
    minHeight: vars.size.controlLg,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': focusRingInset,
      '&[aria-current="page"]': {
        background: vars.color.primarySoft,
        color: vars.color.primarySoftText,
        fontWeight: vars.font.weight.bold,
      },
      '&[aria-current="page"]::before': {
        content: '""',
        position: 'absolute',
        insetBlock: vars.space.sm,
        insetInlineStart: 0,
        width: vars.space.xs,
        borderRadius: vars.radius.full,
        background: vars.color.primary,
      },
    },
  },
]);

export const navIcon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.icon,
    height: vars.size.icon,
  },
]);

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  '@media': {
    [mq.desktop]: { display: 'none' },
  },
});

export const modal = style([
  stackLayout(),
  {
    position: 'fixed',
    inset: 0,
    background: vars.color.surface,
    overflowY: 'auto',
    outline: 'none',
  },
]);

export const dialog = style([
  stackLayout(),
  {
    minHeight: '100%',
    outline: 'none',
  },
]);

export const dialogBar = style([
  rowLayout({ justifyContent: 'flex-end' }),
  {
    padding: `${vars.space.sm} ${vars.space.sm} 0`,
  },
]);

export const closeButton = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 'none',
  }),
  {
    width: vars.size.controlLg,
    height: vars.size.controlLg,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': focusRingInset,
    },
  },
]);

globalStyle(`${closeButton} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });
