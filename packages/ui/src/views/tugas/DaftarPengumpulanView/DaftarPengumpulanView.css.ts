import { style } from '@vanilla-extract/css';
import { gridLayout } from '../../../layout/recipes';
import { vars } from '../../../tokens/vars.css';

export const orang = style([gridLayout({ minWidth: 0 })]);

export const kedua = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
