import { style } from '@vanilla-extract/css';
import { kartu } from '../../../composites/DaftarKartu/DaftarKartu.css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

/** A card: its lines stacked. */
export const card = style([kartu, stackLayout({ gap: 'xs', minWidth: 0, padding: 'md' })]);

export const kelas = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const kode = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const tags = style([rowLayout({ flexWrap: 'wrap', gap: 'xs' })]);

export const meta = style([
  rowLayout({ flexWrap: 'wrap', columnGap: 'md', rowGap: 'xxs' }),
  {
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
  },
]);

export const metaItem = style({ minWidth: 0, overflowWrap: 'anywhere' });
