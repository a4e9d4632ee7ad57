import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import * as field from '../Field/Field.css';

export const group = style([
  field.group,
  { paddingInlineStart: vars.space.sm, paddingInlineEnd: vars.space.xxs },
]);

export const input = style([field.groupInput, { fontVariantNumeric: 'tabular-nums' }]);

export const stepper = style([field.groupButton]);
