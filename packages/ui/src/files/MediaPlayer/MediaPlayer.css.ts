import { style } from '@vanilla-extract/css';
import { stackLayout } from '../../layout/recipes';
import { vars } from '../../tokens/vars.css';

export const root = style([stackLayout({ gap: 'sm', minWidth: 0, margin: 0 })]);

export const video = style({
  display: 'block',
  width: '100%',
  maxHeight: vars.size.dataGrid,
  borderRadius: vars.radius.lg,
  background: vars.color.dark,
});

export const audio = style({ display: 'block', width: '100%' });

export const caption = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const status = style([
  stackLayout({ gap: 'xs' }),
  {
    fontSize: vars.font.size.sm,
  },
]);

export const met = style({
  color: vars.color.successSoftText,
  fontWeight: vars.font.weight.semibold,
});
export const hint = style({ color: vars.color.textMuted });
