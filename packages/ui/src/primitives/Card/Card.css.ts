import { style, styleVariants } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { surface } from '../../styles/recipes.css';
import { vars } from '../../tokens/vars.css';

export const root = style([surface(), stackLayout({ minWidth: 0 })]);

export const header = style([
  rowLayout({ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
  {
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  },
]);

export const title = style({
  minWidth: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const actions = style([rowLayout({ flexWrap: 'wrap', alignItems: 'center', gap: 'sm' })]);

export const body = style({ minWidth: 0 });

export const padding = styleVariants({
  none: { padding: vars.space.none },
  small: { padding: vars.space.md },
  medium: { padding: vars.space.lg },
  large: { padding: vars.space.xl },
});

export const headerPadding = styleVariants({
  none: { padding: `${vars.space.md} ${vars.space.lg}` },
  small: { padding: `${vars.space.sm} ${vars.space.md}` },
  medium: { padding: `${vars.space.md} ${vars.space.lg}` },
  large: { padding: `${vars.space.lg} ${vars.space.xl}` },
});
