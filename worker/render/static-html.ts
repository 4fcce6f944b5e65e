import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { BoundedMap } from '../../ui/shared/bounded-map';

/**
 * The parts of a page that depend only on edition, locale and year (ui/components/common/StaticHtml.tsx),
 * rendered once per isolate and key: React's legacy string renderer, synchronous, so a part is
 * rendered inside the page's own render on its first request and read from here on every later one
 * (docs/decisions/187-static-parts-rendered-once.md). Keys are bounded: 3 editions × their locales × a
 * year, and a few parts each; the bound keeps a mistake from growing the isolate.
 */
const rendered = new BoundedMap<string, string>(500);

export function renderStatic(key: string, element: () => ReactElement): string {
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderToString(element());
    rendered.set(key, html);
  }
  return html;
}
