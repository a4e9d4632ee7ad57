import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'md', minWidth: 0 })]);

export const toolbar = style([rowLayout({ flexWrap: 'wrap', alignItems: 'flex-end', gap: 'sm' })]);

export const search = style({ flex: '1 1 16rem', maxWidth: vars.size.form });

export const filter = style({ flex: '0 1 12rem', minWidth: '10rem' });

export const aksi = style([rowLayout({ gap: 'xs', alignItems: 'center' })]);
