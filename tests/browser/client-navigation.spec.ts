// Clicking an internal link (sidebar or Markdown body) swaps the page on the client:
// the h1 and URL change, the next page's data JSON is fetched, and no document is loaded.
import { expect, test } from '@playwright/test';
import { collectProblems, dataPath, expectDocAt, open, routeTitle, SIDEBAR_LINK, watchDataRequests, watchFullLoads } from './support';

test.describe.configure({ mode: 'parallel' });

test('a sidebar link navigates on the client', async ({ page, request }) => {
  const from = '/docs/guide/intro';
  const to = '/docs/guide/app-source';
  const title = await routeTitle(request, to);
  const problems = collectProblems(page);
  await open(page, from);
  await expectDocAt(page, from, await routeTitle(request, from));

  const loads = await watchFullLoads(page);
  const data = watchDataRequests(page);
  await page.locator(`${SIDEBAR_LINK}[href="${to}"]`).click();

  await expectDocAt(page, to, title);
  await expect(page).toHaveTitle(`${title} | 누리 개발자 문서`);
  await expect(page.locator(`${SIDEBAR_LINK}[aria-current="page"]`)).toHaveAttribute('href', to);
  expect(data).toContain(dataPath(to));
  await loads.expectNoFullLoad();
  expect(problems).toEqual([]);
});

test('a related-docs link in the Markdown body navigates on the client', async ({ page, request }) => {
  const from = '/docs/api/intro';
  const to = '/docs/api/push/v2/endpoints';
  const title = await routeTitle(request, to);
  const problems = collectProblems(page);
  await open(page, from);

  const loads = await watchFullLoads(page);
  const data = watchDataRequests(page);
  const link = page.locator(`article.dk-doc .dk-markdown h2[id="관련-문서"] + ul a[href="${to}"]`);
  await expect(link).toHaveCount(1);
  await link.click();

  await expectDocAt(page, to, title);
  expect(data).toContain(dataPath(to));
  await loads.expectNoFullLoad();
  expect(problems).toEqual([]);
});

test('a Markdown link into another section navigates on the client and switches the sidebar', async ({ page, request }) => {
  const from = '/docs/api/intro';
  const to = '/docs/guide/webhook/overview';
  const title = await routeTitle(request, to);
  const problems = collectProblems(page);
  await open(page, from);
  await expect(page.locator(`${SIDEBAR_LINK}[href="/docs/guide/intro"]`)).toHaveCount(0);

  const loads = await watchFullLoads(page);
  const data = watchDataRequests(page);
  await page.locator(`article.dk-doc .dk-markdown h2[id="관련-문서"] + ul a[href="${to}"]`).click();

  await expectDocAt(page, to, title);
  // The guide sidebar replaced the API one, with the new page marked current.
  await expect(page.locator(`${SIDEBAR_LINK}[href="/docs/guide/intro"]`)).toHaveCount(1);
  await expect(page.locator(`${SIDEBAR_LINK}[aria-current="page"]`)).toHaveAttribute('href', to);
  expect(data).toContain(dataPath(to));
  await loads.expectNoFullLoad();
  expect(problems).toEqual([]);
});

test('the navbar brand link goes to the landing page on the client and back into the docs', async ({ page, request }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/sdk/intro');
  const loads = await watchFullLoads(page);
  const data = watchDataRequests(page);

  await page.locator('nav.dk-navbar a.dk-navbar-brand').click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('h1')).toHaveText('누리 개발자 문서');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle('누리 개발자 문서');
  expect(data).toContain(dataPath('/'));

  const to = '/docs/api/intro';
  await page.locator(`nav.dk-navbar a.dk-navbar-item[href="${to}"]`).click();
  await expectDocAt(page, to, await routeTitle(request, to));
  await expect(page.locator(`nav.dk-navbar a.dk-navbar-item-active`)).toHaveAttribute('href', to);
  expect(data).toContain(dataPath(to));
  await loads.expectNoFullLoad();
  expect(problems).toEqual([]);
});

test('the last click wins when the data of an earlier click arrives late', async ({ page, request }) => {
  const slow = '/docs/guide/app-source';
  const last = '/docs/guide/iap';
  const title = await routeTitle(request, last);
  await open(page, '/docs/guide/intro');
  await page.route(`**${dataPath(slow)}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const slowDone = page.waitForResponse((r) => new URL(r.url()).pathname === dataPath(slow));
  const loads = await watchFullLoads(page);

  await page.locator(`${SIDEBAR_LINK}[href="${slow}"]`).click();
  await page.locator(`${SIDEBAR_LINK}[href="${last}"]`).click();
  await expectDocAt(page, last, title);
  // Let the late data of the first click arrive and any resulting render happen.
  await slowDone;
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));

  await expectDocAt(page, last, title);
  await loads.expectNoFullLoad();
});
