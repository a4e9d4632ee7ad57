import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  '@media': { [mq.tablet]: { padding: vars.space.xl } },
});

export const skeleton = style({ display: 'grid', gap: vars.space.sm });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [mq.desktop]: {
      flexDirection: 'row',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
    },
  },
});

export const headMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: 1,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.primarySoftText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  flexShrink: 0,
});

export const info = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingTop: vars.space.lg,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

export const row = style({
  display: 'grid',
  gap: vars.space.xxs,
  '@media': { [mq.tablet]: { gridTemplateColumns: '8rem 1fr', gap: vars.space.md } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  minWidth: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const pengajar = style({ display: 'grid', gap: vars.space.xxs });

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const count = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.sm,
});

export const countIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.primary,
});

globalStyle(`${countIcon} svg`, { width: '100%', height: '100%' });

export const countLabel = style({ flex: 1, minWidth: 0, color: vars.color.textMuted });

export const countValue = style({ fontWeight: vars.font.weight.bold });

export const teks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

export const teksHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const children = style({ minWidth: 0 });
