import { style, styleVariants } from '@vanilla-extract/css';
import { choice, choiceIndicator, choiceLabel } from '../../styles/choice.css';
import { vars } from '../../tokens/vars.css';
import * as field from '../Field/Field.css';

export const group = style([field.field, { gap: vars.space.sm }]);

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  horizontal: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.lg,
    rowGap: vars.space.sm,
  },
});

export const radio = choice;

export const circle = choiceIndicator({ shape: 'circle' });

export const label = choiceLabel;
