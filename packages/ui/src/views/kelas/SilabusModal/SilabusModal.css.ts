import { style } from '@vanilla-extract/css';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

// The same size as the syllabus headings above the tables.
export const judulBagian = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const tim = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const timRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  '@media': { [mq.tablet]: { gridTemplateColumns: '12rem 1fr', gap: vars.space.md } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});
