import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const galatServer = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});

export const bagian = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const daftar = style([
  gridLayout({ margin: 0, padding: 'none', listStyle: 'none' }),
  {
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    paddingInline: vars.space.md,
  },
]);

export const daftarGalat = style({ borderColor: vars.color.danger });

export const kosong = style({
  margin: 0,
  paddingBlock: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const baris = style([
  rowLayout({ alignItems: 'center', gap: 'md', minWidth: 0 }),
  {
    paddingBlock: vars.space.sm,
    flexWrap: 'wrap',
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

export const aksi = style([
  rowLayout({ alignItems: 'center', gap: 'xs' }),
  { marginInlineStart: 'auto' },
]);

/** The class's students scroll within the form. */
export const pilihan = style({
  maxHeight: '16rem',
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
