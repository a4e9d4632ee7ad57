import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { rowLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';

// Per-variant colours, set by the recipe and read by the base and state styles (Axiom style).
const bg = createVar();
const bgHover = createVar();
const fg = createVar();
const border = createVar();

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${border}`,
    background: bg,
    color: fg,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-pressed]': { background: bgHover },
      '&[data-focus-visible], &:focus-visible': focusRing,
      '&[data-disabled]': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
      '&[data-pending]': { cursor: 'wait' },
    },
  },
  variants: {
    variant: {
      primary: {
        vars: {
          [bg]: vars.color.primary,
          [bgHover]: vars.color.primaryHover,
          [fg]: vars.color.primaryText,
          [border]: vars.color.primary,
        },
      },
      secondary: {
        vars: {
          [bg]: vars.color.surface,
          [bgHover]: vars.color.surfaceHover,
          [fg]: vars.color.text,
          [border]: vars.color.borderStrong,
        },
      },
      danger: {
        vars: {
          [bg]: vars.color.danger,
          [bgHover]: vars.color.dangerHover,
          [fg]: vars.color.dangerText,
          [border]: vars.color.danger,
        },
      },
      ghost: {
        vars: {
          [bg]: 'transparent',
          [bgHover]: vars.color.surfaceHover,
          [fg]: vars.color.primarySoftText,
          [border]: 'transparent',
        },
      },
    },
    size: {
      small: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
      },
      medium: {
        minHeight: vars.size.control,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.md,
      },
      large: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export const content = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'sm' }),
  {
    selectors: {
      // Keep the label in the layout (and the accessible name) so the width does not jump.
      '[data-pending] > &': { opacity: 0 },
    },
  },
]);

export const icon = style([
  sprinkles({ display: 'inline-flex' }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
  },
]);

export const pending = style([
  rowLayout({ alignItems: 'center', justifyContent: 'center' }),
  {
    position: 'absolute',
    inset: 0,
  },
]);

export const tooltip = style({
  maxWidth: vars.size.tooltip,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dark,
  color: vars.color.darkText,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.md,
});

const iconSize = createVar();
/** Secondary keeps its outline when disabled, so a row of buttons stays aligned. */
const disabledBorder = createVar();

/** `iconOnly` buttons: square, the icon alone; danger is a quiet red icon, not a solid fill. */
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
      '&[data-focus-visible]': focusRing,
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

export const iconOnlyIcon = style([sprinkles({ display: 'inline-flex' })]);
