import { style } from '@vanilla-extract/css';
import { rowLayout, stackLayout } from '../../layout/recipes';
import { vars } from '../../tokens/vars.css';

export const dialog = style([
  stackLayout({ gap: 'md', padding: 'lg' }),
  {
    outline: 'none',
  },
]);

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const message = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const actions = style([
  rowLayout({ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 'sm' }),
  {
    marginTop: vars.space.sm,
  },
]);
