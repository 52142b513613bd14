// Client-side routing: page data loading, navigation, prefetching.
// Internal: not overridable.
import type { InitialData, PageData, SidebarData } from '../data';

const pageCache = new Map<string, Promise<PageData>>();
const sidebarCache = new Map<string, Promise<SidebarData>>();

/** normalizePath strips "/index.html", ".html" and a trailing slash: the clean route. */
export function normalizePath(pathname: string): string {
  let p = pathname;
  if (p.endsWith('/index.html')) p = p.slice(0, -'/index.html'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p === '' ? '/' : p;
}

export function dataURL(route: string): string {
  return route === '/' ? '/_data/index.json' : `/_data${route}.json`;
}

async function fetchJSON<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

function loadPage(route: string): Promise<PageData> {
  let p = pageCache.get(route);
  if (!p) {
    p = fetchJSON<PageData>(dataURL(route));
    p.catch(() => pageCache.delete(route));
    pageCache.set(route, p);
  }
  return p;
}

function loadSidebar(url: string): Promise<SidebarData> {
  let p = sidebarCache.get(url);
  if (!p) {
    p = fetchJSON<SidebarData>(url);
    p.catch(() => sidebarCache.delete(url));
    sidebarCache.set(url, p);
  }
  return p;
}

/** loadRoute loads a route's page data and its sidebar: "the next page is loaded first". */
export async function loadRoute(route: string): Promise<InitialData> {
  const page = await loadPage(route);
  const sidebar = page.sidebarUrl ? await loadSidebar(page.sidebarUrl) : null;
  return { page, sidebar };
}

/** seed puts the first page's data in the cache so going back to it costs nothing. */
export function seed(data: InitialData): void {
  pageCache.set(data.page.route, Promise.resolve(data.page));
  if (data.page.sidebarUrl && data.sidebar) sidebarCache.set(data.page.sidebarUrl, Promise.resolve(data.sidebar));
}

function slowConnection(): boolean {
  const c = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return !!c && ((c.effectiveType ?? '').includes('2g') || !!c.saveData);
}

/** prefetch warms the cache for a route, unless the connection is slow. Errors are ignored. */
export function prefetch(route: string): void {
  if (slowConnection() || pageCache.has(route)) return;
  loadRoute(route).catch(() => undefined);
}

/** internalTarget returns the clean route an anchor points to, or null if the click is not ours. */
export function internalTarget(a: HTMLAnchorElement): URL | null {
  if (a.target && a.target !== '_self') return null;
  if (a.hasAttribute('download')) return null;
  const href = a.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const last = url.pathname.split('/').pop() ?? '';
  if (last.includes('.') && !last.endsWith('.html')) return null; // a file: sitemap.xml, an image
  return url;
}
