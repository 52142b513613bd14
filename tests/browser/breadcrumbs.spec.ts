// Breadcrumbs: a home icon link named "홈" in a nav labelled "탐색 경로", then the
// page's categories (links when they have an index page, plain text otherwise),
// then the page itself, marked aria-current and not linked.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, expectDocAt, open, routeTitle, watchFullLoads } from './support';

test.describe.configure({ mode: 'parallel' });

const nav = (page: Page) => page.getByRole('navigation', { name: '탐색 경로', exact: true });

test('home, linked categories and the current page', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/webhook/iap/purchase');
  const crumbs = nav(page);
  await expect(crumbs).toHaveCount(1);
  const items = crumbs.locator('li');
  await expect(items).toHaveCount(4);

  const home = items.nth(0).getByRole('link', { name: '홈', exact: true });
  await expect(home).toHaveAttribute('href', '/');
  await expect(home.locator('svg')).toBeVisible();

  await expect(items.nth(1).getByRole('link')).toHaveText('웹훅');
  await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', '/docs/guide/webhook');
  await expect(items.nth(2).getByRole('link')).toHaveText('인앱 결제 웹훅');
  await expect(items.nth(2).getByRole('link')).toHaveAttribute('href', '/docs/guide/webhook/iap');

  const last = items.nth(3);
  await expect(last).toHaveText('구매');
  await expect(last).toHaveAttribute('aria-current', 'page');
  await expect(last.getByRole('link')).toHaveCount(0);
  await expect(crumbs.locator('[aria-current]')).toHaveCount(1);
  // The breadcrumbs come before the page title.
  const before = await page.evaluate(() => {
    const b = document.querySelector('nav.dk-breadcrumbs');
    const h1 = document.querySelector('article.dk-doc h1');
    return !!b && !!h1 && !!(b.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(before).toBe(true);
  expect(problems).toEqual([]);
});

test('categories without an index page are plain text', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/releases/v1/sdk/release-v-1-8-0');
  const items = nav(page).locator('li');
  await expect(items).toHaveCount(4);
  await expect(items.nth(1)).toHaveText('v1');
  await expect(items.nth(2)).toHaveText('SDK');
  await expect(items.nth(1).getByRole('link')).toHaveCount(0);
  await expect(items.nth(2).getByRole('link')).toHaveCount(0);
  await expect(items.nth(3)).toHaveText('v1.8.0');
  await expect(items.nth(3)).toHaveAttribute('aria-current', 'page');
  expect(problems).toEqual([]);
});

test('a page at the top of its sidebar has home and itself', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/intro');
  const items = nav(page).locator('li');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toHaveText('소개');
  await expect(items.nth(1)).toHaveAttribute('aria-current', 'page');
  expect(problems).toEqual([]);
});

test('a category crumb navigates on the client and the crumbs follow', async ({ page, request }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/sdk/integrations/kakao/reference');
  const loads = await watchFullLoads(page);
  await nav(page).getByRole('link', { name: 'Kakao 연동', exact: true }).click();
  await expectDocAt(page, '/docs/sdk/integrations/kakao', await routeTitle(request, '/docs/sdk/integrations/kakao'));
  const items = nav(page).locator('li');
  await expect(items).toHaveCount(3);
  await expect(items.nth(2)).toHaveAttribute('aria-current', 'page');
  await expect(items.nth(2)).toHaveText('Kakao 연동');
  await loads.expectNoFullLoad();

  await nav(page).getByRole('link', { name: '홈', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(nav(page)).toHaveCount(0);
  await loads.expectNoFullLoad();
  expect(problems).toEqual([]);
});
