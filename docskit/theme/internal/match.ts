// Route matching: a URL path to its clean route and page-data URL, and a
// route to the URL the browser shows. Pure (no DOM, no site config), so a Node
// test can import it; internal/urls.ts makes the site's instance. Internal: not overridable.

/** The most URL paths whose match is remembered (site-spec §9: route-pattern cache). */
export const ROUTE_CACHE_LIMIT = 10000;

export interface RouteMatch {
  /** The clean route: "/docs/x" for "/docs/x.html", "/docs/x/index.html" and "/docs/x/". */
  readonly route: string;
  /** The page-data JSON of the route. */
  readonly dataUrl: string;
}

/**
 * The site's URLs under its base URL and trailing-slash setting: the mirror of
 * docskit.URLs (docskit/urls.go), which writes the same URLs into the HTML.
 * A route is a path without the base ("/docs/intro"), maybe with ?query#hash.
 */
export interface SiteURLs {
  /** The base URL with one trailing slash: "/" or "/docs/". It is the URL of the route "/". */
  readonly base: string;
  /** The URL of a route's page: "/docs/intro" → "/b/docs/intro" (or "/b/docs/intro/" with trailingSlash). */
  page(route: string): string;
  /**
   * The URL of a file of the output: "assets/x.js" or "/assets/x.js" → "/b/assets/x.js".
   * A URL with a scheme or a host ("https://…", "//cdn…") is returned as it is.
   */
  file(name: string): string;
  /**
   * The URL of a link target written as a path of the site: a page's URL, or a
   * file's when its last segment has an extension other than .html (a feed, an
   * image), which gets no trailing slash.
   */
  href(to: string): string;
  /** The route of a URL path, or null when it is outside the base URL. */
  route(pathname: string): string | null;
}

/** normalizePath strips "/index.html", ".html" and a trailing slash: the clean route. */
export function normalizePath(pathname: string): string {
  let p = pathname;
  if (p.endsWith('/index.html')) p = p.slice(0, -'/index.html'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p === '' ? '/' : p;
}

/** dataFile is the output file of a route's page data (docskit.URLs.DataFile). */
export function dataFile(route: string): string {
  return route === '/' ? '_data/index.json' : `_data${route}.json`;
}

/** siteURLs makes the URLs of a site served under baseUrl ("/", "/docs" or "/docs/"). */
export function siteURLs(baseUrl: string, trailingSlash?: boolean): SiteURLs {
  const trimmed = baseUrl.replace(/^\/+|\/+$/g, '');
  const base = trimmed ? `/${trimmed}/` : '/';
  const file = (name: string) => (/^([a-z][\w+.-]*:|\/\/)/i.test(name) ? name : base + name.replace(/^\//, ''));
  const page = (route: string) => {
    const end = route.search(/[?#]|$/);
    const path = route.slice(0, end);
    if (path[0] !== '/') return route; // "#x", "?q" or a relative path: as written
    if (path === '/') return base + route.slice(1);
    return base + path.slice(1).replace(/\/$/, '') + (trailingSlash ? '/' : '') + route.slice(end);
  };
  return {
    base,
    page,
    file,
    href(to) {
      const path = to.replace(/[?#].*/, '');
      return /\.[^/]*$/.test(path) && !path.endsWith('.html') ? file(to) : page(to);
    },
    route(pathname) {
      if (pathname + '/' === base) return '/';
      return pathname.startsWith(base) ? normalizePath(pathname.slice(base.length - 1)) : null;
    },
  };
}

const cache = new Map<string, RouteMatch>();

/**
 * matchRoute maps a URL path of the site at urls to its route and data URL (a
 * path outside the base URL to its normalised self). Results are cached; past
 * ROUTE_CACHE_LIMIT entries the oldest is dropped.
 */
export function matchRoute(urls: SiteURLs, pathname: string): RouteMatch {
  const key = urls.base + ' ' + pathname;
  let m = cache.get(key);
  if (m) return m;
  const route = urls.route(pathname) ?? normalizePath(pathname);
  m = { route, dataUrl: urls.file(dataFile(route)) };
  if (cache.size >= ROUTE_CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, m);
  return m;
}

/** routeCacheSize is the number of cached matches (for tests; unused by the bundle, so dropped). */
export function routeCacheSize(): number {
  return cache.size;
}
