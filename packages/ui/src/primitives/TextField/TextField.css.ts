import { style } from '@vanilla-extract/css';
import * as field from '../Field/Field.css';

export const input = style([field.input, { textOverflow: 'ellipsis' }]);
