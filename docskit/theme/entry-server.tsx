import { renderToString } from 'react-dom/server';
import App from './App';
import { refer, References } from './components/DocSidebar/cache';
import type { PageData, SidebarData } from './data';
import { collectingAnchors } from './internal/anchors';

export { References };

/**
 * render is the page's HTML, and the anchors its components reported while
 * it rendered.
 */
export function render(page: PageData, sidebar: SidebarData | null): { html: string; anchors: string[] } {
  return collectingAnchors(() => renderToString(<App initial={{ page, sidebar }} />));
}

/**
 * renderReferring is render for docskit's ssr runner: where the sidebar
 * writes an item rendered before, the HTML holds a token of table
 * (DocSidebar/cache.ts) instead, and defs are the items' HTML the runner
 * has not sent yet. referring says whether the HTML holds tokens: a page
 * whose own content has a NUL, which could pass for one, is rendered again
 * with every item written out.
 */
export function renderReferring(
  page: PageData,
  sidebar: SidebarData | null,
  table: References,
): { html: string; anchors: string[]; referring: boolean; reset: boolean; defs: [number, string][] } {
  table.begin();
  refer(table);
  let out;
  try {
    out = render(page, sidebar);
  } finally {
    refer(null);
  }
  const { reset, defs, used } = table.take();
  if (used > 0 && nuls(out.html) !== 2 * used) return { ...render(page, sidebar), referring: false, reset, defs };
  return { ...out, referring: used > 0, reset, defs };
}

function nuls(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\0'); i >= 0; i = s.indexOf('\0', i + 1)) n++;
  return n;
}
