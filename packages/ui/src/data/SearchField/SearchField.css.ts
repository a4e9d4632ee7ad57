import { style } from '@vanilla-extract/css';
import * as field from '../../primitives/Field/Field.css';
import { vars } from '../../tokens/vars.css';

export const root = style([field.field]);

export const group = style([
  field.group,
  { paddingInlineStart: vars.space.sm, paddingInlineEnd: vars.space.xxs },
]);

export const input = style([
  field.groupInput,
  {
    selectors: {
      // The browser's own clear button would double ours.
      '&::-webkit-search-cancel-button': { display: 'none' },
    },
  },
]);

export const clear = style([
  field.groupButton,
  {
    selectors: {
      [`${root}[data-empty] &`]: { visibility: 'hidden' },
    },
  },
]);
