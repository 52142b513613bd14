// The client maps a URL path to its route and data URL through matchRoute, whose cache of
// results is capped at 10000 entries (site-spec §9). The module is pure, so this spec
// imports it directly instead of shipping a test hook in the bundle.
import { expect, test } from '@playwright/test';
import { matchRoute as match, ROUTE_CACHE_LIMIT, routeCacheSize, siteURLs } from '../../docskit/theme/internal/match';
import { dataPath, expectDocAt, open, routeTitle, SIDEBAR_LINK } from './support';
import { watchFetches } from './navigation-support';

const root = siteURLs('/');
const matchRoute = (pathname: string) => match(root, pathname);

test('matchRoute normalises paths to the clean route and its data URL', () => {
  expect(matchRoute('/docs/guide/intro')).toEqual({ route: '/docs/guide/intro', dataUrl: '/_data/docs/guide/intro.json' });
  expect(matchRoute('/docs/guide/intro.html').route).toBe('/docs/guide/intro');
  expect(matchRoute('/docs/guide/push/index.html').route).toBe('/docs/guide/push');
  expect(matchRoute('/docs/guide/push/').route).toBe('/docs/guide/push');
  expect(matchRoute('/index.html')).toEqual({ route: '/', dataUrl: '/_data/index.json' });
  expect(matchRoute('/')).toEqual({ route: '/', dataUrl: '/_data/index.json' });
  // A cached answer is the same object.
  expect(matchRoute('/docs/guide/intro.html')).toBe(matchRoute('/docs/guide/intro.html'));
});

// The same table as docskit/urls_test.go: the theme and the builder must agree.
test('under a base URL, routes and URLs map both ways, with the trailing slash setting', () => {
  for (const base of ['/docs', '/docs/']) {
    const u = siteURLs(base);
    expect(match(u, '/docs/')).toEqual({ route: '/', dataUrl: '/docs/_data/index.json' });
    expect(match(u, '/docs')).toEqual({ route: '/', dataUrl: '/docs/_data/index.json' });
    expect(match(u, '/docs/docs/x')).toEqual({ route: '/docs/x', dataUrl: '/docs/_data/docs/x.json' });
    expect(match(u, '/docs/docs/x/').route).toBe('/docs/x');
    expect(match(u, '/docs/docs/x.html').route).toBe('/docs/x');
  }
  const cases: [boolean | undefined, string, string][] = [
    [undefined, '/', '/docs/'],
    [undefined, '/docs/x', '/docs/docs/x'],
    [undefined, '/docs/x?q=1#a', '/docs/docs/x?q=1#a'],
    [true, '/', '/docs/'],
    [true, '/docs/x', '/docs/docs/x/'],
    [true, '/docs/x#a', '/docs/docs/x/#a'],
    [true, '/docs/x?q=1', '/docs/docs/x/?q=1'],
    [false, '/', '/docs/'],
    [false, '/docs/x', '/docs/docs/x'],
    [true, '#a', '#a'],
  ];
  for (const [slash, route, url] of cases) {
    const u = siteURLs('/docs', slash);
    expect(u.page(route), `${route} with trailingSlash ${slash}`).toBe(url);
    if (!route.includes('#') && !route.includes('?')) expect(u.route(url)).toBe(route);
  }
  const slashed = siteURLs('/', true);
  expect(slashed.page('/docs/x')).toBe('/docs/x/');
  expect(slashed.page('/')).toBe('/');
  // Files get the base and never a trailing slash; a link to one is a file.
  const u = siteURLs('/docs/', true);
  expect(u.file('assets/main.js')).toBe('/docs/assets/main.js');
  expect(u.file('/search/index.json')).toBe('/docs/search/index.json');
  expect(u.href('/releases/sdk.xml')).toBe('/docs/releases/sdk.xml');
  expect(u.href('/docs/x')).toBe('/docs/docs/x/');
  // Outside the base URL: no route.
  expect(u.route('/')).toBeNull();
  expect(u.route('/docsx/a')).toBeNull();
});

test('the match cache holds at most 10000 paths, dropping the oldest', () => {
  expect(ROUTE_CACHE_LIMIT).toBe(10000);
  const first = matchRoute('/cache-test/0');
  for (let i = 1; i <= ROUTE_CACHE_LIMIT + 500; i++) matchRoute(`/cache-test/${i}`);
  expect(routeCacheSize()).toBe(ROUTE_CACHE_LIMIT);
  // The oldest entry was dropped: asking again computes a new (equal) answer.
  const again = matchRoute('/cache-test/0');
  expect(again).toEqual(first);
  expect(again).not.toBe(first);
  // The newest is still there.
  const last = `/cache-test/${ROUTE_CACHE_LIMIT + 500}`;
  expect(matchRoute(last)).toBe(matchRoute(last));
  expect(routeCacheSize()).toBe(ROUTE_CACHE_LIMIT);
});

test('variants of a path share the cached page data in the browser', async ({ page, request }) => {
  const to = '/docs/guide/app-source';
  const title = await routeTitle(request, to);
  await open(page, '/docs/guide/intro');
  const data = watchFetches(page);
  await page.evaluate(() => {
    const a = Object.assign(document.createElement('a'), { href: '/docs/guide/app-source.html', id: 'v1', textContent: 'v1' });
    document.querySelector('article.dk-doc .dk-markdown')?.prepend(a);
  });
  await page.locator('#v1').click();
  await expectDocAt(page, to, title);
  await page.locator(`${SIDEBAR_LINK}[href="/docs/guide/intro"]`).click();
  await expectDocAt(page, '/docs/guide/intro', await routeTitle(request, '/docs/guide/intro'));
  await page.evaluate(() => {
    const a = Object.assign(document.createElement('a'), { href: '/docs/guide/app-source/', id: 'v2', textContent: 'v2' });
    document.querySelector('article.dk-doc .dk-markdown')?.prepend(a);
  });
  await page.locator('#v2').click();
  await expectDocAt(page, to, title);
  expect(data.filter((p) => p === dataPath(to)), 'one data request for both spellings').toHaveLength(1);
});
