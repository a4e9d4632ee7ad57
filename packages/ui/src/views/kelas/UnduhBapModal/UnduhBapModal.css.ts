import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css';

export const periode = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

globalStyle(`${periode} dt`, { fontWeight: vars.font.weight.semibold });
globalStyle(`${periode} dt::after`, { content: '":"' });
globalStyle(`${periode} dd`, { margin: 0 });
