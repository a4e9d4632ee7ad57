import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../../layout/recipes';

export const root = style([stackLayout({ gap: 'md', minWidth: 0 })]);

export const list = style([
  stackLayout({ gap: 'sm', margin: 0, padding: 'none', listStyle: 'none' }),
]);
