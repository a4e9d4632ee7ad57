import { globalStyle, style } from '@vanilla-extract/css';
import { choice, choiceIndicator, choiceLabel } from '../../styles/choice.css';
import { vars } from '../../tokens/vars.css';

export const checkbox = choice;

export const box = style([choiceIndicator({ shape: 'box' })]);

globalStyle(`${box} svg`, { width: vars.size.iconSm, height: vars.size.iconSm, strokeWidth: 3 });

export const label = choiceLabel;
