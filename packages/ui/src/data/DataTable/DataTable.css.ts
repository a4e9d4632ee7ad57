import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusOutline, focusRing } from '../../styles/focusRing';
import { below } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

export const scroll = style({
  position: 'relative',
  width: '100%',
  // Wide tables scroll sideways on phones instead of squeezing the columns.
  overflowX: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const th = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  color: vars.color.text,
  selectors: {
    'tr:last-child > &': { borderBottom: 'none' },
  },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const row = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-selected="true"]': { background: vars.color.primarySoft },
  },
});

/** The narrow first column of row checkboxes. */
export const selectCell = style({ width: vars.size.controlLg, paddingInlineEnd: 0 });

export const sortButton = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  {
    margin: `calc(-1 * ${vars.space.xxs}) calc(-1 * ${vars.space.xs})`,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': {
        outline: focusOutline,
      },
    },
  },
]);

export const sortIcon = style([
  sprinkles({ display: 'inline-flex' }),
  {
    width: vars.size.iconSm,
    height: vars.size.iconSm,
    color: vars.color.textMuted,
    selectors: {
      '[aria-sort="ascending"] &, [aria-sort="descending"] &': { color: vars.color.primary },
    },
  },
]);

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** The phone layout of `kartuDiPonsel`: a card per row, each cell under its column's label. */
export const kartu = style({
  '@media': { [below.tablet]: { overflowX: 'visible', border: 'none', background: 'transparent' } },
});

const diPonsel = (css: Parameters<typeof globalStyle>[1]) => ({
  '@media': { [below.tablet]: css },
});

globalStyle(`${kartu} > table, ${kartu} > table > tbody`, diPonsel({ display: 'block' }));
globalStyle(
  `${kartu} > table > thead`,
  diPonsel({
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  }),
);
globalStyle(
  `${kartu} > table > tbody > tr`,
  diPonsel({
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.md,
    marginBottom: vars.space.sm,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  }),
);
globalStyle(
  `${kartu} > table > tbody > tr > td`,
  diPonsel({ display: 'block', padding: 0, border: 'none', textAlign: 'start' }),
);
// Label and value side by side, the label column as wide as the longest header needs.
globalStyle(
  `${kartu} > table > tbody > tr > td[data-label]`,
  diPonsel({
    display: 'grid',
    gridTemplateColumns: 'minmax(5.5rem, 35%) minmax(0, 1fr)',
    columnGap: vars.space.sm,
    alignItems: 'baseline',
  }),
);
globalStyle(
  `${kartu} > table > tbody > tr > td[data-label]::before`,
  diPonsel({
    content: 'attr(data-label)',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.textMuted,
  }),
);

/** The width of the checkbox column's skeleton: a string built here, not the theme at run time. */
export const lebarSkeletonPilih = vars.size.icon;

/** Holds a row checkbox's place while its code loads (kotakPilih.tsx). */
export const kotakMemuat = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  width: vars.size.icon,
  height: vars.size.icon,
});
