import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

export const memuat = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
  padding: vars.space.xl,
});
