import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { tokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

const toContract = <T extends object>(value: T): Contract<T> =>
  Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      typeof inner === 'string' ? null : toContract(inner as object),
    ]),
  ) as Contract<T>;

/** The theme contract: the only place component styles read colours, sizes and type from. */
export const vars = createThemeContract(toContract(tokens));

/** The Kampus theme, applied to the whole document. */
createGlobalTheme(':root', vars, tokens);

// The reset and base text style live here, not in a module of their own: a CSS module that
// exports nothing is dropped by the bundler's tree shaking, and the apps lost their base styles.
// A small reset and the base text style for the whole document.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ol, ul', { margin: 0 });

globalStyle('ol, ul', { padding: 0, listStyle: 'none' });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});

globalStyle('a', { color: 'inherit' });

// Zero specificity (:where) so every component's own focus style wins.
globalStyle(':where(:focus-visible)', {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRing,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      animationIterationCount: 1,
      transitionDuration: '0.01ms',
    },
  },
});
