import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

export const root = style([
  rowLayout(),
  {
    minHeight: '100vh',
    background: vars.color.background,
  },
]);

export const column = style([
  stackLayout({ minWidth: 0 }),
  {
    flex: 1,
  },
]);

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: vars.space.lg,
  outline: 'none',
  '@media': {
    [mq.tablet]: { padding: vars.space.xl },
    [mq.widescreen]: { padding: vars.space.xxl },
  },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});
