import { globalStyle, style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { mq } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/vars.css';

export const root = style([
  stackLayout({ alignItems: 'center', gap: 'lg' }),
  {
    minHeight: '100vh',
    padding: `${vars.space.xxl} ${vars.space.lg}`,
    textAlign: 'center',
    background: vars.color.background,
  },
]);

export const icon = style({
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  color: vars.color.danger,
});

export const heading = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  '@media': { [mq.tablet]: { fontSize: vars.font.size.xxl } },
});

export const lead = style({
  maxWidth: vars.size.measure,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const rule = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  textAlign: 'left',
});

export const ruleTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  marginBottom: vars.space.sm,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.semibold });

export const number = style({ whiteSpace: 'nowrap' });

/** Re-check and logout side by side, wrapping on a narrow phone. */
export const aksi = style([rowLayout({ flexWrap: 'wrap', justifyContent: 'center', gap: 'sm' })]);

export const iconOk = style({
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  color: vars.color.success,
});
