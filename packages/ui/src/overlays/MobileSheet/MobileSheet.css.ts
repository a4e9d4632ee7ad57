import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

const slideIn = keyframes({
  from: { transform: 'translateY(8%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
});

/** Full screen below 768 px; a sheet on the right from the tablet breakpoint up. */
export const modal = style([
  stackLayout(),
  {
    position: 'fixed',
    inset: 0,
    background: vars.color.surface,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
    },
    '@media': {
      [mq.tablet]: {
        insetInlineStart: 'auto',
        width: vars.size.sheet,
        maxWidth: '100%',
        boxShadow: vars.shadow.lg,
      },
    },
  },
]);

export const dialog = style([
  stackLayout({ minHeight: 0 }),
  {
    height: '100%',
    outline: 'none',
  },
]);

export const header = style([
  rowLayout({ alignItems: 'center', gap: 'sm' }),
  {
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
});

export const footer = style([
  rowLayout({ gap: 'sm' }),
  {
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

// Buttons share the width.
globalStyle(`${footer} > *`, { flex: 1 });
