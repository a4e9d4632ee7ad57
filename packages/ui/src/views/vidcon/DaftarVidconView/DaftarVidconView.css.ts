import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const halaman = style([stackLayout({ gap: 'md', minWidth: 0 })]);

/** The status filter: as wide as a phone's field, not the whole page on a desktop. */
export const filter = style({ maxWidth: '18rem', width: '100%' });

export const catatan = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
