import { renderToString } from 'react-dom/server';
import App from './App';
import type { PageData, SidebarData } from './data';

/** render is called by docskit's ssr runner for every route. */
export function render(page: PageData, sidebar: SidebarData | null): string {
  return renderToString(<App initial={{ page, sidebar }} />);
}
