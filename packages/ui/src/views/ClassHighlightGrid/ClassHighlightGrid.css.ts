import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.widescreen]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mq.fullhd]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const item = style({ display: 'flex', minWidth: 0 });

globalStyle(`${item} > *`, { flex: 1 });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const skeletonBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `${vars.size.border} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const emptyIcon = style({
  display: 'inline-flex',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  color: vars.color.textMuted,
});

export const emptyTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const emptyText = style({
  color: vars.color.textMuted,
  maxWidth: vars.size.measure,
});
