import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../layout/sprinkles.css';
import { vars } from '../../tokens/vars.css';

export const root = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    margin: 0,
    padding: 'none',
    listStyle: 'none',
  }),
]);

export const item = style([
  sprinkles({ display: 'inline-flex' }),
  {
    borderRadius: vars.radius.full,
    // A ring in the surface colour separates the overlapping photos.
    boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.surface}`,
    selectors: {
      '& + &': { marginInlineStart: `calc(-1 * ${vars.space.sm})` },
    },
  },
]);

export const more = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    minWidth: vars.size.avatar,
    height: vars.size.avatar,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    background: vars.color.grey,
    color: vars.color.greyText,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    cursor: 'default',
  },
]);
