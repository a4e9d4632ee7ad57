import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';
import * as field from '../Field/Field.css';

// Not a RAC Group: the DateInput inside is already the field's named group.
export const box = style([
  field.group,
  {
    paddingInlineStart: vars.space.sm,
    paddingInlineEnd: vars.space.md,
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:focus-within': {
        outline: focusOutline,
        borderColor: vars.color.focusRing,
      },
      '[data-invalid] > &': { borderColor: vars.color.danger },
      '[data-disabled] > &': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
      },
    },
  },
]);
