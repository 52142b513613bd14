// Details is a code-split chunk: not in the first-load scripts, loaded when a page
// uses it. The server renders it, hydration is clean, and a client navigation loads the
// chunk before it shows the page.
import { expect, test } from '@playwright/test';
import { collectProblems, dataPath, expectDocAt, open, routeTitle, SIDEBAR_LINK, waitForHydration, watchFullLoads } from './support';
import { addDetails, DETAILS_SUMMARY, DETAILS_TEXT, routeLazyChunks, sleep } from './navigation-support';

test.describe.configure({ mode: 'parallel' });
// A route handler still running when a test ends must not fail it.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const details = (page: import('@playwright/test').Page) => page.locator('article.dk-doc details.dk-details');

test('a page with Details hydrates cleanly and its chunk is loaded on demand', async ({ page }) => {
  const problems = collectProblems(page);
  await addDetails(page, '/docs/guide/intro');
  const lazy = await routeLazyChunks(page, (r) => r.fallback(), '/docs/guide/intro');
  await open(page, '/docs/guide/intro');
  expect(lazy.length, 'a chunk outside the first-load scripts was loaded').toBeGreaterThan(0);
  await expect(details(page).locator('summary')).toHaveText(DETAILS_SUMMARY);
  await details(page).locator('summary').click();
  await expect(details(page)).toHaveAttribute('open', '');
  await expect(details(page).getByText(DETAILS_TEXT)).toBeVisible();
  expect(problems).toEqual([]);
});

test('hydration waits until the chunks the page shows are loaded', async ({ page }) => {
  const problems = collectProblems(page);
  await addDetails(page, '/docs/guide/intro');
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const lazy = await routeLazyChunks(
    page,
    async (r) => {
      await held;
      await r.fallback();
    },
    '/docs/guide/intro',
  );
  await page.goto('/docs/guide/intro');
  await expect.poll(() => lazy.length, 'the chunk is requested before hydration').toBeGreaterThan(0);
  await sleep(500);
  const hydrated = () =>
    page.evaluate(() => {
      const root = document.getElementById('__docskit');
      return !!root && [...root.children].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
    });
  expect(await hydrated(), 'not hydrated while the chunk is held').toBe(false);
  release();
  await waitForHydration(page);
  expect(await hydrated()).toBe(true);
  await details(page).locator('summary').click();
  await expect(details(page).getByText(DETAILS_TEXT)).toBeVisible();
  expect(problems).toEqual([]);
});

test('a page without lazy components loads no lazy chunk', async ({ page }) => {
  const problems = collectProblems(page);
  const lazy = await routeLazyChunks(page, (r) => r.fallback(), '/docs/guide/intro');
  await open(page, '/docs/guide/intro');
  await sleep(300);
  expect(lazy).toEqual([]);
  expect(problems).toEqual([]);
});

test('a client navigation shows the next page only once its lazy chunk is in', async ({ page, request }) => {
  const to = '/docs/guide/intro';
  const title = await routeTitle(request, to);
  const problems = collectProblems(page);
  await open(page, '/docs/guide/app-source');
  await addDetails(page, to);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const lazy = await routeLazyChunks(page, async (r) => {
    await held;
    await r.fallback();
  });
  const loads = await watchFullLoads(page);
  const dataDone = page.waitForResponse((r) => new URL(r.url()).pathname === dataPath(to));
  await page.locator(`${SIDEBAR_LINK}[href="${to}"]`).click();
  await dataDone;
  await expect.poll(() => lazy.length, 'the lazy chunk is requested').toBeGreaterThan(0);
  await sleep(300);
  // Data in, chunk held: the old page is still shown.
  await expect(page).toHaveURL('/docs/guide/app-source');
  release();
  await expectDocAt(page, to, title);
  await expect(details(page).locator('summary')).toHaveText(DETAILS_SUMMARY);
  await expect(page.locator('.dk-lazy-loading')).toHaveCount(0);
  await loads.expectNoFullLoad();
  expect(problems).toEqual([]);
});
