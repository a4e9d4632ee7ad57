import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../../layout/recipes';
import { sprinkles } from '../../../layout/sprinkles.css';
import { vars } from '../../../tokens/vars.css';

export const judul = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'sm' }),
]);

export const badge = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    minWidth: vars.size.iconLg,
    height: vars.size.iconLg,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    background: vars.color.primarySoft,
    color: vars.color.primarySoftText,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
  },
]);

export const list = style([gridLayout({ margin: 0, padding: 'none', listStyle: 'none' })]);

export const item = style([
  rowLayout({ alignItems: 'center', gap: 'md', minWidth: 0 }),
  {
    paddingBlock: vars.space.sm,
    selectors: {
      '& + &': { borderTop: `${vars.size.border} solid ${vars.color.border}` },
    },
  },
]);

export const teks = style([stackLayout({ minWidth: 0 }), { flex: 1 }]);

export const nama = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const prodi = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const tag = style({ flexShrink: 0 });

export const skeleton = style([gridLayout({ gap: 'md' })]);

export const skeletonRow = style([rowLayout({ alignItems: 'center', gap: 'md' })]);
