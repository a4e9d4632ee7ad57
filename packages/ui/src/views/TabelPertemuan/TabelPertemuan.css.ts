import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const muted = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const nowrap = style({ whiteSpace: 'nowrap' });
