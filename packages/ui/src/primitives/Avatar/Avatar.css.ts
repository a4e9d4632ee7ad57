import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../layout/sprinkles.css';
import { vars } from '../../tokens/vars.css';

export const root = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
  }),
  {
    position: 'relative',
    width: vars.size.avatar,
    height: vars.size.avatar,
    borderRadius: vars.radius.full,
    overflow: 'hidden',
    background: vars.color.primarySoft,
    color: vars.color.primarySoftText,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    userSelect: 'none',
  },
]);

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
