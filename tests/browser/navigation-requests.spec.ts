// A client-side navigation downloads what the next page needs and nothing else: its page
// data, its sidebar's shared file when that sidebar is not loaded yet, and the lazy chunks
// of the components in its body. (Font slices for letters not seen yet, and the favicon,
// which Chromium asks for again after a history.pushState, are the browser's own doing and
// are not counted.) Prefetching is turned off with the data-saver hint, so that only the
// navigation's own requests are recorded.
import { expect, test, type Page } from '@playwright/test';
import { dataPath, expectDocAt, open, routeTitle, SIDEBAR_LINK } from './support';
import { detailsNode, replaceBody, sleep } from './navigation-support';

test.describe.configure({ mode: 'parallel' });
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/** Every request from now on, as a path, except font files and the favicon. */
async function record(page: Page): Promise<string[]> {
  const icon = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '');
  const paths: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/assets/fonts/') && url.href !== icon) paths.push(url.pathname);
  });
  return paths;
}

/** The first-load scripts of the page shown now: the entry and its modulepreloads. */
function firstLoadScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[src], link[rel="modulepreload"]')].map((e) => new URL((e as HTMLScriptElement).src || (e as HTMLLinkElement).href).pathname),
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '4g', saveData: true }) });
  });
});

test('a navigation in the same section downloads only the next page data', async ({ page, request }) => {
  const to = '/docs/guide/app-source';
  const title = await routeTitle(request, to);
  await open(page, '/docs/guide/intro');
  await sleep(300); // let the client modules and anything else of the first load settle
  const seen = await record(page);
  await page.locator(`${SIDEBAR_LINK}[href="${to}"]`).click();
  await expectDocAt(page, to, title);
  await sleep(300);
  expect(seen).toEqual([dataPath(to)]);
});

test('a navigation into another section downloads its page data, its sidebar and the chunks its body needs', async ({ page, request }) => {
  const to = '/docs/api/intro';
  const title = await routeTitle(request, to);
  // The next page shows a lazily loaded component (Details) first.
  const data = await (await request.get(dataPath(to))).json();
  await replaceBody(page, to, [detailsNode, ...data.body]);
  await open(page, '/docs/guide/intro');
  await sleep(300);
  const upFront = await firstLoadScripts(page);
  const seen = await record(page);
  await page.locator(`nav a[href="${to}"]`).first().click();
  await expectDocAt(page, to, title);
  await expect(page.locator('article.dk-doc details.dk-details')).toHaveCount(1);
  await sleep(300);

  expect(seen[0], 'the page data first').toBe(dataPath(to));
  const rest = seen.slice(1);
  const sidebars = rest.filter((p) => /^\/assets\/sidebar-[\w-]+\.json$/.test(p));
  expect(sidebars, "the API sidebar's shared file, once").toEqual([data.sidebarUrl]);
  const chunks = rest.filter((p) => /^\/assets\/chunk-[\w]+\.js$/.test(p));
  expect(chunks.length, 'the Details chunk').toBeGreaterThan(0);
  for (const c of chunks) expect(upFront, `${c} is not a first-load script`).not.toContain(c);
  expect(new Set(chunks).size, 'each chunk once').toBe(chunks.length);
  expect(rest.filter((p) => !sidebars.includes(p) && !chunks.includes(p)), 'nothing else').toEqual([]);
});
