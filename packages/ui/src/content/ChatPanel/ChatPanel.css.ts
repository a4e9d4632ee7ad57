import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const title = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const log = style({
  minHeight: `calc(${vars.size.banner} * 2)`,
  maxHeight: `calc(${vars.size.dataGrid} * 0.75)`,
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.background,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.size.focusRing} * -1)`,
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '90%',
});

export const own = style({
  alignSelf: 'flex-end',
  flexDirection: 'row-reverse',
});

export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  selectors: {
    [`${own} &`]: {
      background: vars.color.primarySoft,
      borderColor: vars.color.primarySoft,
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const name = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

export const field = style({ display: 'flex', flex: 1, minWidth: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.control,
  maxHeight: `calc(${vars.size.control} * 4)`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: vars.font.lineHeight.normal,
  resize: 'vertical',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-focused]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.primarySoft}`,
    },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const status = style({
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});
