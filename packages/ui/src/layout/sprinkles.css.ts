import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mq } from '../tokens/breakpoints';
import { vars } from '../tokens/vars.css';

/** Column counts for `gridTemplateColumns`: equal columns that may shrink below their content. */
const columns = {
  1: 'minmax(0, 1fr)',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  5: 'repeat(5, minmax(0, 1fr))',
  6: 'repeat(6, minmax(0, 1fr))',
  7: 'repeat(7, minmax(0, 1fr))',
} as const;

/**
 * Layout properties that can change per breakpoint. Conditions are the kit's breakpoints
 * (tokens/breakpoints.ts), mobile first: `{ mobile: 'column', tablet: 'row' }`.
 */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mq.tablet },
    desktop: { '@media': mq.desktop },
    widescreen: { '@media': mq.widescreen },
    fullhd: { '@media': mq.fullhd },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'widescreen', 'fullhd'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    alignSelf: ['auto', 'stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    gridTemplateColumns: columns,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/** Properties that do not change per breakpoint: theme colours, radii, shadows, flex sizing. */
const staticProperties = defineProperties({
  properties: {
    background: vars.color,
    color: vars.color,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    flexBasis: { 0: '0%', auto: 'auto' },
    minWidth: { 0: '0' },
    minHeight: { 0: '0' },
    width: { full: '100%' },
    margin: { 0: '0' },
    listStyle: ['none'],
  },
});

/**
 * The kit's atomic layout classes over the theme tokens. Use it in `*.css.ts` files
 * (`style([sprinkles({ display: 'flex', gap: 'sm' }), { ... }])`) or through Box, Stack, Inline
 * and Grid in components.
 */
export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];

/** The space scale names accepted by `gap` and `padding` (tokens.space). */
export type Space = keyof typeof vars.space;
