import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const skeleton = style([stackLayout({ gap: 'sm' })]);

export const form = style({ margin: 0, maxWidth: '40rem' });

export const penjelasan = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const catatan = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.sm,
});

export const galatServer = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});

export const aksi = style({ display: 'flex', justifyContent: 'flex-end' });
