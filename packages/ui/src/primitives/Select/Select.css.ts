import { style } from '@vanilla-extract/css';
import { focusOutline } from '../../styles/focusRing';
import { vars } from '../../tokens/vars.css';
import * as field from '../Field/Field.css';

export const trigger = style([
  field.input,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingInlineEnd: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-pressed]': { borderColor: vars.color.text },
      '&[data-focus-visible]': {
        outline: focusOutline,
        borderColor: vars.color.focusRing,
      },
      '[data-invalid] > &': { borderColor: vars.color.danger },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style([field.icon, { color: 'inherit' }]);
