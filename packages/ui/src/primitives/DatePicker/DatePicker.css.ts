import { style } from '@vanilla-extract/css';
import { rowLayout } from '../../layout/recipes';
import { vars } from '../../tokens/vars.css';
import * as field from '../Field/Field.css';

export const group = style([
  field.group,
  { paddingInlineStart: vars.space.md, paddingInlineEnd: vars.space.xxs },
]);

export const dateInput = style([
  rowLayout({ minWidth: 0, alignItems: 'center' }),
  {
    flex: 1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
]);

export const segment = style({
  paddingInline: vars.size.border,
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const button = style([field.groupButton]);

export const dialog = style({
  padding: vars.space.md,
  outline: 'none',
});
