import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'md', minWidth: 0 })]);

export const ringkas = style([stackLayout({ gap: 'xs', minWidth: 0 })]);

export const nama = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const baris = style([rowLayout({ flexWrap: 'wrap', alignItems: 'center', gap: 'sm' })]);

export const judul = style({ display: 'block', overflowWrap: 'anywhere' });

export const alasan = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
