import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';

export const halaman = style([stackLayout({ gap: 'md', minWidth: 0 })]);

/** The filters: as wide as a phone's field each, side by side when there is room. */
export const filter = style([rowLayout({ flexWrap: 'wrap', gap: 'md', alignItems: 'flex-end' })]);

export const filterItem = style({ maxWidth: '18rem', width: '100%' });
