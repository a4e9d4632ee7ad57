import { vars } from '@kampus/ui';
import { style } from '@vanilla-extract/css';

export const memuat = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
  padding: vars.space.xl,
});
