// Route matching: a URL path to its clean route and page-data URL.
// Pure (no DOM), so a Node test can import it. Internal: not overridable.

/** The most URL paths whose match is remembered (site-spec §9: route-pattern cache). */
export const ROUTE_CACHE_LIMIT = 10000;

export interface RouteMatch {
  /** The clean route: "/docs/x" for "/docs/x.html", "/docs/x/index.html" and "/docs/x/". */
  readonly route: string;
  /** The page-data JSON of the route. */
  readonly dataUrl: string;
}

const cache = new Map<string, RouteMatch>();

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

/**
 * matchRoute maps a URL path to its route and data URL. Results are cached;
 * past ROUTE_CACHE_LIMIT entries the oldest is dropped.
 */
export function matchRoute(pathname: string): RouteMatch {
  let m = cache.get(pathname);
  if (m) return m;
  const route = normalizePath(pathname);
  m = { route, dataUrl: dataURL(route) };
  if (cache.size >= ROUTE_CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(pathname, m);
  return m;
}

/** routeCacheSize is the number of cached matches (for tests; unused by the bundle, so dropped). */
export function routeCacheSize(): number {
  return cache.size;
}
