import { globalStyle, style } from '@vanilla-extract/css';
import { gridLayout, stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const isi = style([stackLayout({ gap: 'md' }), { alignItems: 'flex-start' }]);

export const periode = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const angka = style([
  gridLayout({ margin: 0, gap: 'md' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))', width: '100%' },
]);

globalStyle(`${angka} dt`, { color: vars.color.textMuted, fontSize: vars.font.size.sm });
globalStyle(`${angka} dd`, { margin: 0, fontWeight: vars.font.weight.semibold });
