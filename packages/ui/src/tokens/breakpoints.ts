/** Spec 9 breakpoints in px, mobile first: below `tablet` is the phone layout. */
export const breakpoints = { tablet: 768, desktop: 1024, widescreen: 1216, fullhd: 1408 } as const;

export type Breakpoint = keyof typeof breakpoints;

export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/** Media query for `name` and wider, e.g. `mq.desktop` -> 'screen and (min-width: 1024px)'. */
export const mq = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  widescreen: `screen and (min-width: ${breakpoints.widescreen}px)`,
  fullhd: `screen and (min-width: ${breakpoints.fullhd}px)`,
} as const satisfies Record<Breakpoint, string>;

/** Media query for widths below `name`, e.g. `below.desktop` for the mobile sidebar. */
export const below = {
  tablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  desktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  widescreen: `screen and (max-width: ${breakpoints.widescreen - 0.02}px)`,
  fullhd: `screen and (max-width: ${breakpoints.fullhd - 0.02}px)`,
} as const satisfies Record<Breakpoint, string>;

/** Same queries for `window.matchMedia`. */
export const matchesBreakpoint = (name: Breakpoint): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(mq[name]).matches;
