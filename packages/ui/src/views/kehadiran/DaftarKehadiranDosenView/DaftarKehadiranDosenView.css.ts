import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'md', minWidth: 0 })]);

export const toolbar = style([
  rowLayout({
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: 'sm',
  }),
]);

export const search = style({
  flex: '1 1 16rem',
  maxWidth: vars.size.form,
});

export const status = style({
  flex: '0 1 14rem',
});

/** One entry per teacher of the meeting (an operator sees every teacher). */
export const daftar = style([
  stackLayout({ gap: 'xs', margin: 0, padding: 'none', listStyle: 'none' }),
]);

export const pengajar = style([stackLayout({ gap: 'xxs' })]);

export const hadir = style([
  rowLayout({ gap: 'xs', alignItems: 'center' }),
  {
    whiteSpace: 'nowrap',
  },
]);

export const jam = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** One empty text line, as tall as a teacher's name (the Validasi column beside Kehadiran). */
export const barisNama = style({
  display: 'block',
  '::before': { content: '"\\200b"' },
});
