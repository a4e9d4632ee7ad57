import { style } from '@vanilla-extract/css';
import { gridLayout, stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const bagian = style([stackLayout({ gap: 'md' }), { alignItems: 'stretch' }]);

export const redup = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const daftarBerkas = style([
  gridLayout({ margin: 0, padding: 'none', listStyle: 'none', gap: 'sm' }),
]);

export const nilai = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.successSoftText,
});

export const angkaNilai = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const umpanBalik = style({ margin: 0, marginTop: vars.space.xs, whiteSpace: 'pre-wrap' });

export const galat = style({
  margin: 0,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});
