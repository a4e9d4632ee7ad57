import { mq, vars } from '@kampus/ui';
import { style } from '@vanilla-extract/css';

export const halaman = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const judul = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const subjudul = style({ color: vars.color.textMuted, marginTop: vars.space.xs });

export const penuh = style({ display: 'grid', placeItems: 'center', minHeight: '100vh' });

export const daftar = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const baris = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const label = style({ color: vars.color.textMuted });

/** Meeting menu beside the chosen part from the desktop breakpoint; stacked on phones. */
export const duaKolom = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mq.desktop]: { gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)' } },
});

export const tigaKolom = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mq.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const judulBaris = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const aksi = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
