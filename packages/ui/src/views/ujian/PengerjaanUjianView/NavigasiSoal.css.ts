import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { focusRing } from '../../../styles/focusRing';
import { surface } from '../../../styles/recipes.css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

// The navigation grid of the exam page (NavigasiSoal), with its legend.

export const navigasi = style([
  surface({ tone: 'card' }),
  stackLayout({ gap: 'md', minWidth: 0, padding: 'md' }),
  {
    '@media': {
      [mq.desktop]: { position: 'sticky', top: vars.space.md },
    },
  },
]);

export const navigasiJudul = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const navigasiKelompok = style([stackLayout({ gap: 'xs' })]);

export const navigasiNama = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const grid = style([
  gridLayout({ gap: 'xs', margin: 0, padding: 'none' }),
  { gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.controlLg}, 1fr))` },
]);

export const nomor = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    position: 'relative',
    width: '100%',
    height: vars.size.controlLg,
    padding: 0,
    border: `${vars.size.border} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:focus-visible': focusRing,
    },
  },
]);

export const nomorTerjawab = style({
  borderColor: vars.color.primary,
  background: vars.color.primary,
  color: vars.color.primaryText,
  selectors: { '&:hover': { background: vars.color.primaryHover } },
});

/** The open question: a thick ring inside, whatever its answer state. */
export const nomorAktif = style({
  boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.text}`,
  selectors: {
    [`${nomorTerjawab}&`]: {
      boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.primaryText}`,
    },
  },
});

/** An answer the server does not hold yet. */
export const nomorTitik = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.warning,
  border: `${vars.size.border} solid ${vars.color.surface}`,
});

export const legenda = style([
  rowLayout({ flexWrap: 'wrap', columnGap: 'md', rowGap: 'xs', margin: 0, padding: 'none' }),
  { fontSize: vars.font.size.xs, color: vars.color.textMuted },
]);

export const legendaItem = style([rowLayout({ alignItems: 'center', gap: 'xs' })]);

export const legendaContoh = style({
  display: 'inline-block',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const legendaTerjawab = style({
  borderColor: vars.color.primary,
  background: vars.color.primary,
});

export const legendaAktif = style({
  boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.text}`,
});

export const legendaTitik = style({
  display: 'inline-block',
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.warning,
});
