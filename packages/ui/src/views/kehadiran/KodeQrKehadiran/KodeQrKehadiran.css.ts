import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const root = style([
  stackLayout({ gap: 'lg', alignItems: 'center', minWidth: 0 }),
  { textAlign: 'center', padding: vars.space.lg },
]);

export const head = style([stackLayout({ gap: 'xs', alignItems: 'center', minWidth: 0 })]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** Square, as large as the screen allows (projected in a lecture hall). */
export const kotak = style({
  width: 'min(80vw, 70vh, 560px)',
  aspectRatio: '1 / 1',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  display: 'flex',
});

export const qr = style({ width: '100%', height: '100%', display: 'block' });

export const qrRedup = style([qr, { opacity: 0.2 }]);

export const hitung = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const petunjuk = style({
  margin: 0,
  color: vars.color.textMuted,
  maxWidth: vars.size.measure,
});

export const pesan = style([
  stackLayout({ gap: 'md', alignItems: 'center' }),
  { maxWidth: vars.size.measure, width: '100%', textAlign: 'left' },
]);
