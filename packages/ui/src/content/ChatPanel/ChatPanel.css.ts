import { style } from '@vanilla-extract/css';
import { gridLayout, rowLayout, stackLayout } from '../../layout/recipes';
import { focusRingInset } from '../../styles/focusRing';
import { surface } from '../../styles/recipes.css';
import { vars } from '../../tokens/vars.css';

export const root = style([
  surface({ tone: 'panel' }),
  stackLayout({ minWidth: 0 }),
  {
    overflow: 'hidden',
  },
]);

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
    '&:focus-visible': focusRingInset,
  },
});

export const list = style([
  stackLayout({ gap: 'md', margin: 0, padding: 'none', listStyle: 'none' }),
]);

export const message = style([
  rowLayout({ alignItems: 'flex-start', gap: 'sm' }),
  {
    maxWidth: '90%',
  },
]);

export const own = style({
  alignSelf: 'flex-end',
  flexDirection: 'row-reverse',
});

export const bubble = style([
  surface({ tone: 'panel' }),
  stackLayout({ gap: 'xxs', minWidth: 0 }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    selectors: {
      [`${own} &`]: {
        background: vars.color.primarySoft,
        borderColor: vars.color.primarySoft,
      },
    },
  },
]);

export const meta = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'baseline' }),
  {
    gap: `0 ${vars.space.sm}`,
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
  },
]);

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

export const form = style([
  rowLayout({ alignItems: 'flex-end', gap: 'sm', padding: 'md' }),
  {
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

export const field = style([rowLayout({ minWidth: 0 }), { flex: 1 }]);

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

export const status = style([gridLayout({ padding: 'lg', gap: 'md' })]);
