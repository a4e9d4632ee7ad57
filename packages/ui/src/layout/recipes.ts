import { type Sprinkles, sprinkles } from './sprinkles.css';

/**
 * Layout recipes for `*.css.ts` files, the style-level twins of Stack, Inline and Grid:
 * `style([stackLayout({ gap: 'sm' }), { ... }])`. Each returns the sprinkles classes of one
 * composition, so a component's own style keeps only what is its own.
 */

/** Children one below the other (flex column), like `<Stack>`. */
export const stackLayout = (atoms: Omit<Sprinkles, 'display' | 'flexDirection'> = {}) =>
  sprinkles({ display: 'flex', flexDirection: 'column', ...atoms });

/** Children side by side (flex row; pass `flexWrap: 'wrap'` to wrap like `<Inline>`). */
export const rowLayout = (atoms: Omit<Sprinkles, 'display'> = {}) =>
  sprinkles({ display: 'flex', ...atoms });

/** A CSS grid, like `<Grid>`; columns from the sprinkles scale or the component's own style. */
export const gridLayout = (atoms: Omit<Sprinkles, 'display'> = {}) =>
  sprinkles({ display: 'grid', ...atoms });
