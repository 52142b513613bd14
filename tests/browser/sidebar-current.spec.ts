// The sidebar marks the current page (aria-current="page") and expands the
// categories that contain it, on a full load and after client-side
// navigation; what the reader opened or closed is forgotten on a route change.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectProblems, open, watchFullLoads } from './support';

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 900 } });

const sidebar = (page: Page) => page.locator('aside.dk-doc-sidebar nav.dk-sidebar');

function caret(nav: Locator, label: string): Locator {
  return nav.getByRole('button', { name: new RegExp(`^'${label}' 카테고리 (펼치기|접기)$`) });
}

async function expectCurrent(nav: Locator, href: string): Promise<void> {
  const current = nav.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', href);
  await expect(current).toHaveClass(/\bdk-sidebar-link-active\b/);
  await expect(current).toBeVisible();
}

test('on a full load the current page is highlighted and all its categories are expanded', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/webhook/iap/purchase');
  const nav = sidebar(page);
  await expectCurrent(nav, '/docs/guide/webhook/iap/purchase');
  await expect(caret(nav, '웹훅')).toHaveAttribute('aria-expanded', 'true');
  await expect(caret(nav, '인앱 결제 웹훅')).toHaveAttribute('aria-expanded', 'true');
  // Unrelated categories stay collapsed.
  await expect(caret(nav, '푸시 알림')).toHaveAttribute('aria-expanded', 'false');
  await expect(caret(nav, '개인 푸시 웹훅')).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});

test('a category index page is highlighted as the category link', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/push');
  const nav = sidebar(page);
  await expectCurrent(nav, '/docs/guide/push');
  await expect(caret(nav, '푸시 알림')).toHaveAttribute('aria-expanded', 'true');
  expect(problems).toEqual([]);
});

test('after a client-side navigation the new page is highlighted and its category expanded', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/push/topic-push');
  const nav = sidebar(page);
  const loads = await watchFullLoads(page);
  await caret(nav, '샌드박스').click();
  await nav.locator('a[href="/docs/guide/sandbox/sandbox-overview"]').click();
  await expect(page).toHaveURL('/docs/guide/sandbox/sandbox-overview');
  await expectCurrent(nav, '/docs/guide/sandbox/sandbox-overview');
  await expect(caret(nav, '샌드박스')).toHaveAttribute('aria-expanded', 'true');
  await expect(caret(nav, '푸시 알림')).toHaveAttribute('aria-expanded', 'false');
  await loads.expectNoFullLoad();
  expect(problems).toEqual([]);
});

test('a category the reader closed opens again when the next page is in it', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/push/topic-push');
  const nav = sidebar(page);
  await caret(nav, '푸시 알림').click();
  await expect(caret(nav, '푸시 알림')).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.locator('a[aria-current="page"]')).toHaveCount(0);

  await page.locator('nav.dk-pagination a.dk-pagination-next').click();
  await expect(page).toHaveURL('/docs/guide/push/local-push');
  await expect(caret(nav, '푸시 알림')).toHaveAttribute('aria-expanded', 'true');
  await expectCurrent(nav, '/docs/guide/push/local-push');
  expect(problems).toEqual([]);
});

test('moving to another section marks the page in the new sidebar', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/intro');
  await page.locator('nav.dk-navbar').getByRole('link', { name: 'SDK', exact: true }).click();
  await expect(page).toHaveURL('/docs/sdk/intro');
  await expectCurrent(sidebar(page), '/docs/sdk/intro');
  await page.goBack();
  await expect(page).toHaveURL('/docs/guide/intro');
  await expectCurrent(sidebar(page), '/docs/guide/intro');
  expect(problems).toEqual([]);
});
