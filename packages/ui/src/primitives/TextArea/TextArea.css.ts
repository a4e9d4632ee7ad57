import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import * as field from '../Field/Field.css';

export const textarea = style([
  field.input,
  {
    minHeight: vars.size.textareaMin,
    paddingBlock: vars.space.sm,
    resize: 'vertical',
    lineHeight: vars.font.lineHeight.normal,
  },
]);
