import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { focusOutline, focusRing } from '../../../styles/focusRing';
import { surface } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

const kolomNama = `calc(${vars.size.measureNarrow} + ${vars.space.xl})`;
const kolomNilai = `calc(${vars.space.xxxl} * 2)`;

export const wrapper = style([stackLayout({ gap: 'md', minWidth: 0 })]);

export const scroller = style([
  surface({ tone: 'panel' }),
  {
    position: 'relative',
    overflow: 'auto',
    maxWidth: '100%',
    maxHeight: vars.size.dataGrid,
    // Only rows change while scrolling: let the browser skip layout outside the grid.
    contain: 'content',
    selectors: {
      '&:focus-visible': focusRing,
    },
  },
]);

export const table = style({
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.sm,
  width: 'max-content',
  minWidth: '100%',
});

export const thead = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
});

const cellBase = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  borderRight: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
  verticalAlign: 'middle',
  overflow: 'hidden',
} as const;

export const headCell = style({
  ...cellBase,
  background: vars.color.surfaceMuted,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
});

export const groupCell = style({
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const nameCell = style({
  ...cellBase,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  width: kolomNama,
  minWidth: kolomNama,
  maxWidth: kolomNama,
  textAlign: 'left',
  fontWeight: vars.font.weight.regular,
  // Name and NIM fit the fixed virtualised row height.
  lineHeight: vars.font.lineHeight.tight,
});

export const corner = style({ zIndex: 3, background: vars.color.surfaceMuted });

export const name = style({
  display: 'block',
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const nim = style({ display: 'block', color: vars.color.textMuted });

export const valueCell = style({
  ...cellBase,
  width: kolomNilai,
  minWidth: kolomNilai,
  maxWidth: kolomNilai,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const row = style({});

globalStyle(`${row}:hover > td, ${row}:hover > th`, { background: vars.color.surfaceHover });

export const spacer = style({ padding: 0, border: 0 });

export const activityHead = style({ fontWeight: vars.font.weight.medium });

/** Activity headers are tinted by grade status (spec 4): green, red, grey, amber. */
export const status = styleVariants({
  success: { background: vars.color.successSoft, color: vars.color.successSoftText },
  danger: { background: vars.color.dangerSoft, color: vars.color.dangerSoftText },
  grey: { background: vars.color.grey, color: vars.color.greyText },
  warning: { background: vars.color.warningSoft, color: vars.color.warningSoftText },
  primary: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  blue: { background: vars.color.blueSoft, color: vars.color.blueSoftText },
  dark: { background: vars.color.dark, color: vars.color.darkText },
});

export const headLabel = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': {
      outline: focusOutline,
    },
  },
});

export const warningIcon = style([
  sprinkles({ display: 'inline-flex' }),
  {
    verticalAlign: 'middle',
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    marginInlineStart: vars.space.xxs,
    color: vars.color.warningSoftText,
  },
]);

globalStyle(`${warningIcon} svg`, { width: '100%', height: '100%' });

export const sikadButton = style([
  stackLayout({ alignItems: 'center', padding: 'xxs' }),
  {
    width: '100%',
    border: `${vars.size.border} dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { outline: focusOutline },
    },
  },
]);

export const sub = style({
  display: 'block',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const legend = style([
  stackLayout({ gap: 'xs' }),
  {
    fontSize: vars.font.size.sm,
  },
]);

export const legendTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const legendList = style([
  rowLayout({ flexWrap: 'wrap', margin: 0, padding: 'none', listStyle: 'none' }),
  {
    gap: `${vars.space.xs} ${vars.space.lg}`,
  },
]);

export const legendItem = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
]);

export const swatch = style({
  display: 'inline-block',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

export const legendValue = style([
  sprinkles({ display: 'inline-flex', justifyContent: 'center' }),
  {
    minWidth: vars.size.icon,
    fontWeight: vars.font.weight.bold,
  },
]);

export const skeleton = style([gridLayout({ gap: 'sm', padding: 'lg' })]);
