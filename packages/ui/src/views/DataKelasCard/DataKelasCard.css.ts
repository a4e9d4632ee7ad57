import { style } from '@vanilla-extract/css';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const row = style({
  display: 'grid',
  gap: vars.space.xxs,
  '@media': { [mq.tablet]: { gridTemplateColumns: '10rem 1fr', gap: vars.space.md } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

export const skeleton = style({ display: 'grid', gap: vars.space.sm });
