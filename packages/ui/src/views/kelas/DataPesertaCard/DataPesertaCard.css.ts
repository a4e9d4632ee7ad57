import { globalStyle, style } from '@vanilla-extract/css';
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

export const root = style([stackLayout({ gap: 'md' })]);

export const list = style([gridLayout({ margin: 0, padding: 'none', listStyle: 'none' })]);

export const item = style({
  minWidth: 0,
  selectors: {
    '& + &': { borderTop: `${vars.size.border} solid ${vars.color.border}` },
  },
});

// The tooltip's focusable wrapper spans the whole row, so the tag sits at the end.
globalStyle(`${item} > *`, { display: 'block', width: '100%' });

export const orang = style([
  rowLayout({ alignItems: 'center', gap: 'md', minWidth: 0 }),
  {
    paddingBlock: vars.space.sm,
  },
]);

export const teks = style([stackLayout({ minWidth: 0 }), { flex: 1 }]);

export const nama = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const nim = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const tag = style({ flexShrink: 0 });

export const kartu = style([stackLayout({ gap: 'xxs' })]);

export const kartuNama = style({ fontWeight: vars.font.weight.bold });

export const kartuBaris = style({ display: 'block' });

export const kartuLabel = style({ fontWeight: vars.font.weight.semibold });

export const skeleton = style([gridLayout({ gap: 'md' })]);

export const skeletonRow = style([rowLayout({ alignItems: 'center', gap: 'md' })]);
