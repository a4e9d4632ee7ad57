import { vars } from '../tokens/vars.css';

/**
 * The kit's keyboard focus ring, as style objects to put under a selector in a `*.css.ts` file:
 * `selectors: { '&[data-focus-visible]': focusRing }`. One definition, so every control shows the
 * same ring (spec 9: visible focus on every interactive element).
 */

/** `outline` value of the ring (2px in the focus colour). */
export const focusOutline = `${vars.size.focusRing} solid ${vars.color.focusRing}`;

/** The ring just outside the element (the default). */
export const focusRing = { outline: focusOutline, outlineOffset: vars.size.focusRing } as const;

/** The ring inside the element's edge: for items flush with a scrolling container (tabs, lists). */
export const focusRingInset = {
  outline: focusOutline,
  outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
} as const;

/** The ring on the element's edge: for cells of a grid, which touch each other. */
export const focusRingFlush = { outline: focusOutline, outlineOffset: 0 } as const;
