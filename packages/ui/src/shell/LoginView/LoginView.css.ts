import { globalStyle, style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { focusRingInset } from '../../styles/focusRing';
import { mq } from '../../tokens/breakpoints';
import { vars } from '../../tokens/vars.css';

export const page = style([
  rowLayout({ alignItems: 'flex-start', justifyContent: 'center', padding: 'lg' }),
  {
    minHeight: '100vh',
    background: vars.color.background,
    '@media': {
      [mq.tablet]: { alignItems: 'center', padding: vars.space.xxl },
    },
  },
]);

export const panel = style([
  stackLayout({ gap: 'xl', padding: 'xl' }),
  {
    width: '100%',
    maxWidth: vars.size.form,
    background: vars.color.surface,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    '@media': {
      [mq.tablet]: { padding: vars.space.xxl },
    },
  },
]);

export const brand = style([rowLayout({ alignItems: 'center', gap: 'md' })]);

export const collegeName = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const alert = style([
  rowLayout({ alignItems: 'flex-start', gap: 'sm' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSoft,
    color: vars.color.dangerSoftText,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'anywhere',
    selectors: {
      '&:empty': { display: 'none' },
    },
  },
]);

export const alertIcon = style([
  sprinkles({ display: 'inline-flex', flexShrink: 0 }),
  {
    width: vars.size.icon,
    height: vars.size.icon,
    marginTop: vars.space.xxs,
  },
]);

export const form = style([stackLayout({ gap: 'lg' })]);

export const field = style([stackLayout({ gap: 'xs' })]);

export const labelRow = style([rowLayout({ alignItems: 'baseline' })]);

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const asterisk = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.danger,
});

export const inputWrap = style([rowLayout(), { position: 'relative' }]);

export const input = style({
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  outline: 'none',
  selectors: {
    '&[data-focused]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 ${vars.size.border} ${vars.color.primary}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted },
  },
});

export const inputWithToggle = style({ paddingInlineEnd: vars.size.controlLg });

export const toggle = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 'none',
  }),
  {
    position: 'absolute',
    insetBlock: 0,
    insetInlineEnd: 0,
    width: vars.size.controlLg,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[data-focus-visible]': focusRingInset,
    },
  },
]);

globalStyle(`${toggle} svg`, { width: vars.size.icon, height: vars.size.icon });

export const fieldError = style({
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});
