import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../../layout/recipes';

export const memuat = style([stackLayout({ gap: 'sm' })]);
