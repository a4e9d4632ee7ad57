import { style } from '@vanilla-extract/css';
import { gridLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { focusRing, focusRingFlush } from '../../../styles/focusRing';
import { surface } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

const kolomNomor = vars.space.xxxl;
const kolomNama = `calc(${vars.size.measureNarrow} + ${vars.space.xl})`;

export const scroller = style([
  surface({ tone: 'panel' }),
  {
    overflow: 'auto',
    maxWidth: '100%',
    selectors: {
      '&:focus-visible': focusRing,
    },
  },
]);

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  minWidth: '100%',
  fontSize: vars.font.size.sm,
});

const cellBase = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
  verticalAlign: 'middle',
} as const;

export const headCell = style({
  ...cellBase,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceMuted,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

export const numberCell = style({
  ...cellBase,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  width: kolomNomor,
  minWidth: kolomNomor,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const nameCell = style({
  ...cellBase,
  position: 'sticky',
  left: kolomNomor,
  zIndex: 1,
  width: kolomNama,
  minWidth: kolomNama,
  maxWidth: kolomNama,
  textAlign: 'left',
  fontWeight: vars.font.weight.regular,
  borderRight: `${vars.size.border} solid ${vars.color.border}`,
});

/** Header cells of the sticky columns stay above both the header row and the body. */
export const corner = style({ zIndex: 2, background: vars.color.surfaceMuted, textAlign: 'left' });

export const name = style({
  display: 'block',
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const nim = style({ display: 'block', color: vars.color.textMuted });

export const cell = style({
  ...cellBase,
  minWidth: vars.size.controlLg,
  textAlign: 'center',
});

export const cellButton = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 'none',
  }),
  {
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.md,
    background: 'transparent',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, borderColor: vars.color.border },
      '&[data-focus-visible]': focusRingFlush,
    },
  },
]);

export const staticCell = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    width: vars.size.controlSm,
    height: vars.size.controlSm,
  },
]);

export const skeleton = style([gridLayout({ gap: 'sm', padding: 'lg' })]);

export const wrapper = style([stackLayout({ gap: 'md', minWidth: 0 })]);
