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

const warna = (background: string, hover: string, teks: string, garis: string) => ({
  [bg]: background,
  [bgHover]: hover,
  [fg]: teks,
  [border]: garis,
});

/** The colours of each variant, shared by text and `iconOnly` buttons. */
const WARNA = {
  primary: warna(
    vars.color.primary,
    vars.color.primaryHover,
    vars.color.primaryText,
    vars.color.primary,
  ),
  secondary: warna(
    vars.color.surface,
    vars.color.surfaceHover,
    vars.color.text,
    vars.color.borderStrong,
  ),
  danger: warna(
    vars.color.danger,
    vars.color.dangerHover,
    vars.color.dangerText,
    vars.color.danger,
  ),
  ghost: warna('transparent', vars.color.surfaceHover, vars.color.primarySoftText, 'transparent'),
};

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
      primary: { vars: WARNA.primary },
      secondary: { vars: WARNA.secondary },
      danger: { vars: WARNA.danger },
      ghost: { vars: WARNA.ghost },
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
      // A ghost icon is the text colour, not the link-like colour of a ghost label.
      ghost: { vars: { ...WARNA.ghost, [fg]: vars.color.text, [disabledBorder]: 'transparent' } },
      secondary: { vars: { ...WARNA.secondary, [disabledBorder]: vars.color.border } },
      primary: { vars: { ...WARNA.primary, [disabledBorder]: vars.color.border } },
      danger: {
        vars: {
          ...warna('transparent', vars.color.dangerSoft, vars.color.dangerSoftText, 'transparent'),
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
