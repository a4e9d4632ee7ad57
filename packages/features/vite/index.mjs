// Build helpers of the apps' Vite configs. Plain JavaScript: Vite loads a linked workspace
// package's config helper with Node, which does not run TypeScript (types in index.d.mts).

/**
 * react-aria, react-aria-components and react-stately ship their labels ('Dismiss', 'Drop files
 * here'...) in ~34 languages and import all of them into every chunk that uses a widget. They have
 * no Indonesian: under the apps' `I18nProvider locale="id-ID"` the dictionary falls back to en-US
 * (no exact, language or region match). So every other language is dead weight in the bundle;
 * this replaces those modules with `undefined`, which the dictionary skips (the same technique
 * as Adobe's optimize-locales-plugin).
 *
 * @param {readonly string[]} [simpan] the locales kept
 * @returns {import('vite').Plugin}
 */
export function localesReactAria(simpan = ['en-US']) {
  const pola =
    /[\\/]node_modules[\\/](?:react-aria|react-aria-components|react-stately)[\\/]dist[\\/](?:.+[\\/])?intl[\\/](?:.+[\\/])?([a-z]{2}-[A-Z]{2})\.mjs$/;
  return {
    name: 'kampus:locales-react-aria',
    enforce: 'pre',
    load(id) {
      const cocok = pola.exec(id.split('?')[0] ?? id);
      if (cocok && !simpan.includes(cocok[1] ?? '')) return 'export default undefined;\n';
      return null;
    },
  };
}
