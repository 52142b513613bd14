// A path ending in /index.html or .html (or a trailing slash) is shown at its clean path:
// on a client navigation to such a link, and on a first load from a host that serves it.
import { expect, test } from '@playwright/test';
import { collectProblems, dataPath, expectDocAt, open, routeTitle, waitForHydration, watchFullLoads } from './support';
import { watchFetches } from './navigation-support';

test.describe.configure({ mode: 'parallel' });
// A route handler still running when a test ends must not fail it.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const cases = [
  { href: '/docs/guide/app-source.html', clean: '/docs/guide/app-source' },
  { href: '/docs/guide/push/index.html', clean: '/docs/guide/push' },
  { href: '/docs/guide/iap/', clean: '/docs/guide/iap' },
  { href: '/docs/guide/app-source.html#앱-소스-내려받기', clean: '/docs/guide/app-source#%EC%95%B1-%EC%86%8C%EC%8A%A4-%EB%82%B4%EB%A0%A4%EB%B0%9B%EA%B8%B0' },
];

for (const c of cases) {
  test(`a link to ${c.href} navigates on the client to ${c.clean}`, async ({ page, request }) => {
    const route = c.clean.split('#')[0];
    const title = await routeTitle(request, route);
    const problems = collectProblems(page);
    await open(page, '/docs/guide/intro');
    await page.evaluate((h) => {
      const a = Object.assign(document.createElement('a'), { href: h, id: 'test-link', textContent: '테스트 링크' });
      document.querySelector('article.dk-doc .dk-markdown')?.prepend(a);
    }, c.href);
    const loads = await watchFullLoads(page);
    const data = watchFetches(page);
    await page.locator('#test-link').click();
    await expectDocAt(page, c.clean, title);
    expect(data.filter((p) => p !== dataPath(route)), 'only the clean data URL is fetched').toEqual([]);
    await loads.expectNoFullLoad();
    expect(problems).toEqual([]);
  });
}

test('a link to /index.html shows the landing page at /', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  await page.evaluate(() => {
    const a = Object.assign(document.createElement('a'), { href: '/index.html', id: 'test-link', textContent: '홈' });
    document.querySelector('article.dk-doc .dk-markdown')?.prepend(a);
  });
  const loads = await watchFullLoads(page);
  await page.locator('#test-link').click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('h1')).toHaveText('누리 개발자 문서');
  await loads.expectNoFullLoad();
});

test('a first load of /x.html from a host that serves it is replaced by /x', async ({ page, request }) => {
  const route = '/docs/guide/app-source';
  // A static host that answers x.html itself (docskit serve redirects it instead). The query
  // string is kept (not ?q=, which opens search).
  await page.route(`**${route}.html?ref=1`, async (r) => {
    const res = await page.request.get(route);
    await r.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: await res.text() });
  });
  const problems = collectProblems(page);
  await page.goto(`${route}.html?ref=1`);
  await waitForHydration(page);
  await expectDocAt(page, `${route}?ref=1`, await routeTitle(request, route));
  expect(problems).toEqual([]);
});
