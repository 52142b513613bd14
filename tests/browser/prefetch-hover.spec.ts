// Hovering or touching an internal link preloads its page (data, and the chunks of its
// lazy components) before the click; the click then needs no further request.
import { expect, test } from '@playwright/test';
import { dataPath, expectDocAt, open, routeTitle, SIDEBAR_LINK } from './support';
import { addDetails, routeLazyChunks, watchFetches } from './navigation-support';

test.describe.configure({ mode: 'parallel' });
// A route handler still running when a test ends must not fail it.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test('hovering a sidebar link loads its data; the click uses it', async ({ page, request }) => {
  const to = '/docs/guide/check-store-id';
  const title = await routeTitle(request, to);
  await open(page, '/docs/guide/intro');
  const fetches = watchFetches(page);
  const link = page.locator(`${SIDEBAR_LINK}[href="${to}"]`);
  await link.hover();
  await expect.poll(() => fetches).toContain(dataPath(to));
  // Leaving and hovering again does not load it again.
  await page.mouse.move(0, 0);
  await link.hover();
  await link.click();
  await expectDocAt(page, to, title);
  expect(fetches.filter((p) => p === dataPath(to)), 'loaded once').toHaveLength(1);
});

test('hovering a Markdown link loads its data', async ({ page }) => {
  const to = '/docs/api/push/v2/endpoints';
  await open(page, '/docs/api/intro');
  const fetches = watchFetches(page);
  await page.locator(`article.dk-doc .dk-markdown a[href="${to}"]`).first().hover();
  await expect.poll(() => fetches).toContain(dataPath(to));
});

test('touching a link loads its data', async ({ page }) => {
  const to = '/docs/guide/iap';
  await open(page, '/docs/guide/intro');
  const fetches = watchFetches(page);
  await page.locator(`${SIDEBAR_LINK}[href="${to}"]`).dispatchEvent('touchstart');
  await expect.poll(() => fetches).toContain(dataPath(to));
  await expect(page).toHaveURL('/docs/guide/intro');
});

test('hovering a link to a page with a lazy component loads its chunk too', async ({ page }) => {
  const to = '/docs/guide/intro';
  await open(page, '/docs/guide/app-source');
  await addDetails(page, to);
  const chunks = await routeLazyChunks(page, (r) => r.fallback());
  await page.locator(`${SIDEBAR_LINK}[href="${to}"]`).hover();
  await expect.poll(() => chunks.length, 'the lazy chunk is loaded on hover').toBeGreaterThan(0);
  await expect(page).toHaveURL('/docs/guide/app-source');
});
