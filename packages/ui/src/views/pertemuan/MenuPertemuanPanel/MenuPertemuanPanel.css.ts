import { style } from '@vanilla-extract/css';
import { gridLayout } from '../../../layout/recipes';

export const list = style([
  gridLayout({ gap: 'sm', margin: 0, padding: 'none', listStyle: 'none' }),
]);

export const mobile = style({ minWidth: 0 });
