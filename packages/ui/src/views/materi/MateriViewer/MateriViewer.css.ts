import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'lg', minWidth: 0 })]);

export const bagian = style([stackLayout({ gap: 'xs', minWidth: 0 })]);

export const judulBagian = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

/** A student's presence: the requirement, the status and the e-book countdown. */
export const presensi = style([
  stackLayout({ gap: 'sm', padding: 'md' }),
  {
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    fontSize: vars.font.size.sm,
  },
]);

export const syarat = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
]);

export const label = style({ color: vars.color.textMuted });

export const baca = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', gap: 'md' }),
  {
    selectors: { '&:empty': { display: 'none' } },
  },
]);

export const hitungMundur = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  {
    fontWeight: vars.font.weight.medium,
  },
]);

export const sisa = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
});

export const ikonKecil = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const sukses = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  {
    color: vars.color.successSoftText,
    fontWeight: vars.font.weight.semibold,
    selectors: { '&:empty': { display: 'none' } },
  },
]);

export const tautan = style([
  stackLayout({ alignItems: 'flex-start', gap: 'sm', padding: 'md' }),
  {
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    '@media': {
      [mq.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
    },
  },
]);

export const alamat = style({
  minWidth: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** The file with its 'Unduh' link. */
export const berkas = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', gap: 'md' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  },
]);

export const berkasTeks = style([
  stackLayout({ minWidth: 0 }),
  {
    flex: 1,
  },
]);

export const berkasNama = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const berkasUkuran = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
