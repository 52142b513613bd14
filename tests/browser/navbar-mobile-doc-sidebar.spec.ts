// On a doc page the mobile menu lists the page's doc sidebar under the navbar items.
// (Needs Layout to pass `sidebar` to the Navbar.)
import { expect, test } from '@playwright/test';
import { expectMenuClosed, ITEMS, MOBILE, openMenu, panel } from './navbar-support';
import { collectProblems, expectDocAt, open, routeTitle } from './support';

test('the mobile menu of a doc page lists its sidebar, and its links navigate and close the menu', async ({ page, request }) => {
  const problems = collectProblems(page);
  const to = '/docs/api/push'; // a category page, listed at the top level
  const title = await routeTitle(request, to);
  await page.setViewportSize(MOBILE);
  await open(page, '/docs/api/intro');
  await openMenu(page);
  const menu = panel(page);
  for (const item of ITEMS) await expect(menu.getByRole('link', { name: item.label, exact: true }).first()).toBeVisible();
  const docs = menu.getByRole('navigation', { name: '문서 사이드바' });
  await expect(docs).toBeVisible();
  const current = docs.locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/docs/api/intro');

  await docs.locator(`a[href="${to}"]`).click();
  await expectDocAt(page, to, title);
  await expectMenuClosed(page);

  // Reopened on the next page, it lists the same sidebar with the new current page.
  await openMenu(page);
  await expect(panel(page).getByRole('navigation', { name: '문서 사이드바' }).locator('a[aria-current="page"]')).toHaveAttribute('href', to);
  expect(problems).toEqual([]);
});

test('the landing page has no doc sidebar in its mobile menu', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await open(page, '/');
  await openMenu(page);
  await expect(panel(page).getByRole('navigation')).toHaveCount(0);
  for (const item of ITEMS) await expect(panel(page).getByRole('link', { name: item.label, exact: true })).toBeVisible();
});
