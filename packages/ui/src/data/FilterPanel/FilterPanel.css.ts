import { globalStyle, style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { sprinkles } from '../../layout/sprinkles.css';
import { vars } from '../../tokens/vars.css';

export const panel = style([
  stackLayout({ gap: 'lg', padding: 'lg' }),
  {
    width: '100%',
    maxWidth: vars.size.filterPanel,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
]);

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const fields = style([stackLayout({ gap: 'md' })]);

export const actions = style([rowLayout({ gap: 'sm' })]);

globalStyle(`${actions} > *`, { flex: 1 });

export const badge = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    minWidth: vars.size.icon,
    height: vars.size.icon,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    background: vars.color.primary,
    color: vars.color.primaryText,
    fontSize: vars.font.size.xs,
    lineHeight: 1,
  },
]);

export const sheetForm = style([stackLayout({ gap: 'md' })]);
