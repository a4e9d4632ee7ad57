/**
 * A question's text without its markup, for one line in a table or a search (parsing runs
 * nothing: it only decodes entities such as &amp;).
 */
export function teksPolosSoal(html: string): string {
  if (typeof DOMParser === 'undefined')
    return html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const dok = new DOMParser().parseFromString(html, 'text/html');
  for (const el of dok.body.querySelectorAll('p, div, li, br, h1, h2, h3, h4, h5, h6, tr')) {
    el.after(' ');
  }
  return (dok.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
