import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { surface } from '../../../styles/recipes.css';
import { vars } from '../../../tokens/vars.css';

export const isi = style([stackLayout({ gap: 'md', minWidth: 0 })]);

export const nowrap = style({ whiteSpace: 'nowrap' });

/** The exam chosen in step 1, above its questions. */
export const ujianTerpilih = style([
  surface({ tone: 'panel' }),
  stackLayout({ gap: 'xxs', minWidth: 0 }),
  { padding: `${vars.space.sm} ${vars.space.md}`, background: vars.color.surfaceMuted },
]);

export const ujianJudul = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const ujianData = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', gap: 'sm' }),
  { fontSize: vars.font.size.sm, color: vars.color.textMuted },
]);
