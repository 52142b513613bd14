// Shared helpers for the browser specs (not a spec itself).
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

/** The production origin used in sitemap.xml; tests map it to the local base URL. */
export const PRODUCTION_ORIGIN = 'https://docs.nuri.example';

export const DOC_TITLE = 'article.dk-doc h1';
export const SIDEBAR_LINK = 'nav.dk-sidebar a.dk-sidebar-link';

/** Routes (clean paths such as "/docs/guide/intro") listed in the served sitemap.xml. */
export async function sitemapRoutes(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml');
  expect(res.status(), 'sitemap.xml status').toBe(200);
  const xml = await res.text();
  const routes = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => {
    const loc = m[1];
    expect(loc.startsWith(PRODUCTION_ORIGIN), `sitemap <loc> ${loc} uses the production origin`).toBe(true);
    return new URL(loc).pathname;
  });
  expect(routes.length, 'sitemap routes').toBeGreaterThan(100);
  return routes;
}

/** The page-data URL the client router fetches for a route (mirrors internal/router.ts dataURL). */
export function dataPath(route: string): string {
  return route === '/' ? '/_data/index.json' : `/_data${route}.json`;
}

/** The title (= the h1 text) of a route, read from its page data. */
export async function routeTitle(request: APIRequestContext, route: string): Promise<string> {
  const res = await request.get(dataPath(route));
  expect(res.status(), `${dataPath(route)} status`).toBe(200);
  const data = (await res.json()) as { title?: unknown };
  expect(typeof data.title, `${dataPath(route)} has a title`).toBe('string');
  return data.title as string;
}

/**
 * Console errors and warnings plus uncaught page errors, as text. Hydration
 * mismatches arrive here: React logs them and the theme's onRecoverableError
 * logs "docskit: hydration error".
 */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') {
      problems.push(`console.${msg.type()}: ${msg.text()} (${msg.location().url})`);
    }
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/**
 * Waits until React has hydrated the server-rendered tree: every element that
 * React owns directly under #__docskit carries a React fiber key (set when the
 * host node is hydrated, after all its descendants), then lets the commit,
 * the passive effects (click handler, popstate) and any recoverable-error
 * report run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('__docskit');
    if (!root) return false;
    const owned = [...root.children].filter((el) => el.tagName !== 'LINK');
    return owned.length > 0 && owned.every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
  });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** Goes to a path with a full load, checks the status, and waits for hydration. */
export async function open(page: Page, path: string, status = 200): Promise<void> {
  const res = await page.goto(path);
  expect(res, `response for ${path}`).not.toBeNull();
  expect(res?.status(), `status of ${path}`).toBe(status);
  await waitForHydration(page);
}

type Marked = Window & { __dkMarker?: string };

/**
 * Tracks full page loads from now on: puts a marker on window and counts main-frame
 * document requests. `expectNoFullLoad` then checks that the marker survived, that
 * no document was requested, and that the navigation timing entry is the same one.
 */
export async function watchFullLoads(page: Page): Promise<{ documents: Request[]; expectNoFullLoad: () => Promise<void> }> {
  const marker = `marker-${Date.now()}-${Math.random()}`;
  const before = await page.evaluate((m) => {
    (window as Marked).__dkMarker = m;
    return performance.timeOrigin;
  }, marker);
  const documents: Request[] = [];
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) documents.push(req);
  });
  return {
    documents,
    expectNoFullLoad: async () => {
      const after = await page.evaluate(() => ({
        marker: (window as Marked).__dkMarker ?? null,
        timeOrigin: performance.timeOrigin,
        navigations: performance.getEntriesByType('navigation').length,
      }));
      expect(after.marker, 'window marker survives (no full page load)').toBe(marker);
      expect(after.timeOrigin, 'same document (performance.timeOrigin unchanged)').toBe(before);
      expect(after.navigations, 'one navigation timing entry').toBe(1);
      expect(
        documents.map((r) => r.url()),
        'no document request in the main frame',
      ).toEqual([]);
    },
  };
}

/** URLs (path only) of the /_data/ page-data requests made from now on. */
export function watchDataRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/_data/')) paths.push(url.pathname);
  });
  return paths;
}

/** The path + search + hash of the page's current URL. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
}

/** Checks that the page shows a doc route: the URL (path, search, hash) and the doc title h1. */
export async function expectDocAt(page: Page, path: string, title: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.locator(DOC_TITLE)).toHaveText(title);
  await expect(page.locator('h1')).toHaveCount(1);
}
