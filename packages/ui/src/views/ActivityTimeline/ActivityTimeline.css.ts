import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const list = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.size.iconSm} minmax(0, 1fr)`,
  columnGap: vars.space.md,
  selectors: {
    // The line joining the dots.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      top: vars.space.lg,
      bottom: `calc(${vars.space.md} * -1)`,
      left: `calc(${vars.size.iconSm} / 2 - ${vars.size.border})`,
      width: `calc(${vars.size.border} * 2)`,
      background: vars.color.border,
    },
  },
});

export const dot = style({
  position: 'relative',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginTop: vars.space.xs,
  borderRadius: vars.radius.full,
  border: `calc(${vars.size.border} * 3) solid ${vars.color.primary}`,
  background: vars.color.surface,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const detail = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const metaItem = style({ display: 'inline-flex', gap: vars.space.xs });

export const skeleton = style({ display: 'grid', gap: vars.space.md });
