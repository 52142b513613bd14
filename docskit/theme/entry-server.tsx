import { renderToString } from 'react-dom/server';
import App from './App';
import type { PageData, SidebarData } from './data';
import { collectingAnchors } from './internal/anchors';

/**
 * render is called by docskit's ssr runner for every route: the page's HTML,
 * and the anchors its components reported while it rendered.
 */
export function render(page: PageData, sidebar: SidebarData | null): { html: string; anchors: string[] } {
  return collectingAnchors(() => renderToString(<App initial={{ page, sidebar }} />));
}
