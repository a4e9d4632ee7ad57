import { style } from '@vanilla-extract/css';
import { gridLayout } from '../../../layout/recipes';

export const daftar = style([
  gridLayout({ margin: 0, padding: 'none', listStyle: 'none', gap: 'sm' }),
]);
