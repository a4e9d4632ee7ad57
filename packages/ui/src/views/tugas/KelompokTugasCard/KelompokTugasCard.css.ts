import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const ringkas = style({
  margin: 0,
  marginBottom: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const daftar = style([gridLayout({ margin: 0, padding: 'none', listStyle: 'none' })]);

export const baris = style([
  rowLayout({ alignItems: 'center', gap: 'md', minWidth: 0 }),
  {
    paddingBlock: vars.space.sm,
    selectors: {
      '& + &': { borderTop: `${vars.size.border} solid ${vars.color.border}` },
    },
  },
]);

export const teks = style({ display: 'grid', minWidth: 0, flex: 1 });

export const nama = style({
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const nim = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const belumDibaca = style({
  marginInlineStart: vars.space.xs,
  minWidth: vars.size.iconLg,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.dangerText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});
