// Client-side routing: page data loading, prefetching and preloading.
// Internal: not overridable.
import type { InitialData, PageData, SidebarData } from '../data';
import { preloadFor } from './pageModule';
import { dataFile, matchRoute as match } from './match';
import { urls } from './urls';

export { urls } from './urls';

/** matchRoute maps a URL path of the site to its route and page-data URL. */
export const matchRoute = (pathname: string) => match(urls, pathname);

/**
 * canonicalPath is the URL path the browser should show for pathname: the page's URL
 * for any spelling of it ("/b/x.html", "/b/x/index.html", with or without the slash),
 * and pathname itself outside the base URL (the 404 page shown at a wrong address).
 */
export function canonicalPath(pathname: string): string {
  const route = urls.route(pathname);
  return route === null ? pathname : urls.page(route);
}

/** dataURL is the URL of a route's page data, under the base URL. */
const dataURL = (route: string) => urls.file(dataFile(route));

const pageCache = new Map<string, Promise<PageData>>();
const sidebarCache = new Map<string, Promise<SidebarData>>();

async function fetchJSON<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

function cached<T>(cache: Map<string, Promise<T>>, key: string, url: string): Promise<T> {
  let p = cache.get(key);
  if (!p) {
    p = fetchJSON<T>(url);
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}

/**
 * loadRoute loads everything a route shows: its page data, its sidebar and the
 * chunks of the lazy components in its body ("the next page is loaded first").
 * fresh drops the cached page data first.
 */
export async function loadRoute(route: string, fresh = false): Promise<InitialData> {
  if (fresh) pageCache.delete(route);
  const page = await cached(pageCache, route, dataURL(route));
  const [sidebar] = await Promise.all([page.sidebarUrl ? cached(sidebarCache, page.sidebarUrl, page.sidebarUrl) : null, preloadFor(page)]);
  return { page, sidebar };
}

/** loadSidebar loads a sidebar's shared file (once: its pages share it). */
export function loadSidebar(url: string): Promise<SidebarData> {
  return cached(sidebarCache, url, url);
}

/** seed puts the first page's data in the cache so going back to it costs nothing. */
export function seed(data: InitialData): void {
  pageCache.set(data.page.route, Promise.resolve(data.page));
  if (data.page.sidebarUrl && data.sidebar) sidebarCache.set(data.page.sidebarUrl, Promise.resolve(data.sidebar));
}

/**
 * forget drops the cached data of routes that changed (the dev server says
 * which), so that the next visit loads them again.
 */
export function forget(routes: readonly string[]): void {
  for (const r of routes) {
    pageCache.delete(r);
    preloaded.delete(r);
    prefetched.delete(r);
  }
}

/** slowConnection: 2g or data saver, where nothing is fetched ahead of a click. */
function slowConnection(): boolean {
  const c = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return !!c && ((c.effectiveType ?? '').includes('2g') || !!c.saveData);
}

const preloaded = new Set<string>();
const prefetched = new Set<string>();

/** preload loads a route (data, sidebar, lazy chunks) into the cache: on hover or touch. */
export function preload(route: string): void {
  if (slowConnection() || preloaded.has(route)) return;
  preloaded.add(route);
  loadRoute(route).catch(() => preloaded.delete(route));
}

/**
 * prefetch asks the browser to fetch a route's page data at low priority, into
 * its HTTP cache: for links that come into view.
 */
export function prefetch(route: string): void {
  if (slowConnection() || prefetched.has(route) || pageCache.has(route)) return;
  prefetched.add(route);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = dataURL(route);
  document.head.append(link);
}

/** internalTarget returns the URL an anchor points to, or null if the click is not ours. */
export function internalTarget(a: HTMLAnchorElement): URL | null {
  if (a.target && a.target !== '_self') return null;
  if (a.hasAttribute('download')) return null;
  const href = a.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (urls.route(url.pathname) === null) return null; // another app of the origin, outside the base URL
  const last = url.pathname.split('/').pop() ?? '';
  if (last.includes('.') && !last.endsWith('.html')) return null; // a file: sitemap.xml, an image
  return url;
}

/** The route an element's closest anchor leads to inside the site, if any. */
export function linkRoute(target: EventTarget | null): string | null {
  const a = (target as Element | null)?.closest?.('a');
  const url = a ? internalTarget(a) : null;
  return url ? matchRoute(url.pathname).route : null;
}

let observer: IntersectionObserver | null | undefined;

/**
 * prefetchWhenVisible prefetches the route of an internal anchor once it scrolls
 * into view (at once where IntersectionObserver is missing). It returns the cleanup.
 */
export function prefetchWhenVisible(a: Element): () => void {
  if (observer === undefined) {
    observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            for (const e of entries) {
              if (!e.isIntersecting) continue;
              observer?.unobserve(e.target);
              const route = linkRoute(e.target);
              if (route) prefetch(route);
            }
          })
        : null;
  }
  if (!observer) {
    const route = linkRoute(a);
    if (route) prefetch(route);
    return () => undefined;
  }
  const o = observer;
  o.observe(a);
  return () => o.unobserve(a);
}

/** prefetchLinksIn watches the internal links of static HTML (a ref callback). */
export function prefetchLinksIn(root: HTMLElement | null): (() => void) | void {
  if (!root) return;
  const stops = Array.from(root.querySelectorAll('a[href]'), (a) => (linkRoute(a) ? prefetchWhenVisible(a) : null));
  return () => stops.forEach((s) => s?.());
}
