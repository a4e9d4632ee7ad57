import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style([
  rowLayout({ alignItems: 'flex-start', justifyContent: 'center', padding: 'sm' }),
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    background: vars.color.overlay,
    overflowY: 'auto',
    '@media': {
      [mq.tablet]: { alignItems: 'center', padding: vars.space.xl },
    },
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
    },
  },
]);

export const modal = style([
  stackLayout(),
  {
    width: '100%',
    maxHeight: `calc(100dvh - 2 * ${vars.space.sm})`,
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    '@media': {
      [mq.tablet]: { maxHeight: `calc(100dvh - 2 * ${vars.space.xl})` },
    },
  },
]);

/** Spec 9 'Modal widths'. */
export const width = styleVariants({
  400: { maxWidth: vars.modalWidth.w400 },
  500: { maxWidth: vars.modalWidth.w500 },
  600: { maxWidth: vars.modalWidth.w600 },
  800: { maxWidth: vars.modalWidth.w800 },
  830: { maxWidth: vars.modalWidth.w830 },
  900: { maxWidth: vars.modalWidth.w900 },
});

export const dialog = style([
  stackLayout({ minHeight: 0 }),
  {
    flex: 1,
    outline: 'none',
  },
]);

export const form = style([
  stackLayout({ minHeight: 0 }),
  {
    flex: 1,
  },
]);

export const header = style([
  rowLayout({ alignItems: 'flex-start', gap: 'md' }),
  {
    padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

export const headings = style({ flex: 1, minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  marginTop: vars.space.xs,
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
});

export const footer = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 'sm' }),
  {
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

export const footerStart = style([
  rowLayout({ flexWrap: 'wrap', gap: 'sm' }),
  {
    marginInlineEnd: 'auto',
  },
]);
