import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens';

export const form = style({ width: '100%', maxWidth: '24rem' });

export const teks = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const galat = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});
