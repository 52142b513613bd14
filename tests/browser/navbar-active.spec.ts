// The navbar item of the current page's sidebar is highlighted, and follows client navigation.
import { expect, test } from '@playwright/test';
import { ITEMS } from './navbar-support';
import { collectProblems, open } from './support';

const ACTIVE = 'nav.dk-navbar .dk-navbar-inner a.dk-navbar-item-active';

test('the item of the current sidebar is active, on any page of that sidebar', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/api/push/v2/endpoints');
  await expect(page.locator(ACTIVE)).toHaveCount(1);
  await expect(page.locator(ACTIVE)).toHaveAttribute('href', '/docs/api/intro');
  await expect(page.locator(ACTIVE)).not.toHaveAttribute('aria-current');
  // The highlight is visible: another colour than an inactive item.
  const color = (sel: string) => page.locator(sel).evaluate((el) => getComputedStyle(el).color);
  expect(await color(ACTIVE)).not.toBe(await color('nav.dk-navbar .dk-navbar-inner a.dk-navbar-item[href="/docs/sdk/intro"]'));

  // Client navigation to another sidebar moves the highlight.
  await page.locator('nav.dk-navbar .dk-navbar-inner a[href="/docs/releases/v1/sdk/intro"]').click();
  await expect(page).toHaveURL('/docs/releases/v1/sdk/intro');
  await expect(page.locator(ACTIVE)).toHaveCount(1);
  await expect(page.locator(ACTIVE)).toHaveAttribute('href', ITEMS[3].href);
  await expect(page.locator(ACTIVE)).toHaveAttribute('aria-current', 'page');
  expect(problems).toEqual([]);
});

test('no item is active on the landing page', async ({ page }) => {
  await open(page, '/');
  await expect(page.locator(ACTIVE)).toHaveCount(0);
});
