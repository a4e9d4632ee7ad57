import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'sm', minWidth: 0 })]);

export const head = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const list = style([
  stackLayout({ gap: 'sm', margin: 0, padding: 'none', listStyle: 'none' }),
]);

export const item = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', gap: 'sm' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
]);

export const who = style([stackLayout({ gap: 'none', minWidth: 0 }), { flex: '1 1 12rem' }]);

export const name = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const tags = style([rowLayout({ flexWrap: 'wrap', alignItems: 'center', gap: 'xs' })]);

export const syaratList = style([
  stackLayout({ gap: 'xs', margin: 0, padding: 'none', listStyle: 'none' }),
]);

export const syaratItem = style([rowLayout({ alignItems: 'flex-start', gap: 'xs' })]);

export const ok = style({ color: vars.color.success, flexShrink: 0 });

export const notOk = style({ color: vars.color.danger, flexShrink: 0 });
