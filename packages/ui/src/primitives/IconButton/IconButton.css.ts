import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

const bg = createVar();
const bgHover = createVar();
const fg = createVar();
const border = createVar();
const iconSize = createVar();
/** Secondary keeps its outline when disabled, so a row of buttons stays aligned. */
const disabledBorder = createVar();

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${border}`,
    background: bg,
    color: fg,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: bgHover },
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusRing,
      },
      '&[data-disabled]': {
        background: 'transparent',
        borderColor: disabledBorder,
        color: vars.color.borderStrong,
        cursor: 'not-allowed',
      },
      '&[data-pending]': { cursor: 'wait' },
    },
  },
  variants: {
    variant: {
      ghost: {
        vars: {
          [bg]: 'transparent',
          [bgHover]: vars.color.surfaceHover,
          [fg]: vars.color.text,
          [border]: 'transparent',
          [disabledBorder]: 'transparent',
        },
      },
      secondary: {
        vars: {
          [bg]: vars.color.surface,
          [bgHover]: vars.color.surfaceHover,
          [fg]: vars.color.text,
          [border]: vars.color.borderStrong,
          [disabledBorder]: vars.color.border,
        },
      },
      primary: {
        vars: {
          [bg]: vars.color.primary,
          [bgHover]: vars.color.primaryHover,
          [fg]: vars.color.primaryText,
          [border]: vars.color.primary,
          [disabledBorder]: vars.color.border,
        },
      },
      danger: {
        vars: {
          [bg]: 'transparent',
          [bgHover]: vars.color.dangerSoft,
          [fg]: vars.color.dangerSoftText,
          [border]: 'transparent',
          [disabledBorder]: 'transparent',
        },
      },
    },
    size: {
      small: {
        width: vars.size.controlSm,
        height: vars.size.controlSm,
        vars: { [iconSize]: vars.size.iconSm },
      },
      medium: {
        width: vars.size.control,
        height: vars.size.control,
        vars: { [iconSize]: vars.size.icon },
      },
      large: {
        width: vars.size.controlLg,
        height: vars.size.controlLg,
        vars: { [iconSize]: vars.size.iconLg },
      },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'medium' },
});

globalStyle(`${iconButton.classNames.base} svg`, { width: iconSize, height: iconSize });

export const icon = style({ display: 'inline-flex' });
