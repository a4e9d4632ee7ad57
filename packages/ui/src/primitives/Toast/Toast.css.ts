import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { rowLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusOutline, focusRing } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';

const bg = createVar();
const fg = createVar();

export const region = style([
  rowLayout({ alignItems: 'center', gap: 'sm' }),
  {
    position: 'fixed',
    insetInline: 0,
    bottom: vars.space.lg,
    zIndex: vars.zIndex.toast,
    flexDirection: 'column-reverse',
    paddingInline: vars.space.lg,
    pointerEvents: 'none',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: focusOutline,
      },
    },
  },
]);

export const toast = style([
  rowLayout({ alignItems: 'flex-start', gap: 'sm' }),
  {
    width: '100%',
    maxWidth: vars.size.toast,
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    background: bg,
    color: fg,
    boxShadow: vars.shadow.lg,
    pointerEvents: 'auto',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
]);

export const variant = styleVariants({
  danger: { vars: { [bg]: vars.color.danger, [fg]: vars.color.dangerText } },
  success: { vars: { [bg]: vars.color.success, [fg]: vars.color.successText } },
  info: { vars: { [bg]: vars.color.dark, [fg]: vars.color.darkText } },
});

export const icon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.icon,
    height: vars.size.icon,
    marginTop: vars.space.xxs,
  },
]);

export const content = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const close = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 'none',
  }),
  {
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.onSolidHover },
      '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid currentColor` },
    },
  },
]);

globalStyle(`${close} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
