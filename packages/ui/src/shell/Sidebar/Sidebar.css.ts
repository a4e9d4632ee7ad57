import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
};

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

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const collegeName = style({
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const profile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const userButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
  },
});

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

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

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
});

export const menuPopover = style({
  minWidth: vars.size.menu,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

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
    '&[data-focus-visible]': focusRing,
  },
});

export const nav = style({ display: 'flex', flexDirection: 'column' });

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const navLink = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
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
    '&[data-focus-visible]': focusRing,
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
});

export const navIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  '@media': {
    [mq.desktop]: { display: 'none' },
  },
});

export const modal = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  overflowY: 'auto',
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  outline: 'none',
});

export const dialogBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.sm} ${vars.space.sm} 0`,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
  },
});

globalStyle(`${closeButton} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });
