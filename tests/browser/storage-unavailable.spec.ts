// When localStorage is unavailable (it throws), exactly one warning is logged,
// storage is silently disabled, and the site still works.
import { expect, test } from '@playwright/test';
import { collectProblems, expectDocAt, open, routeTitle, SIDEBAR_LINK } from './support';
import { BAR, breakStorage, CLOSE, themeAttrs } from './prepaint-support';

test('with localStorage throwing: one warning, and the page, the bar and navigation work', async ({ page, request }) => {
  const problems = collectProblems(page);
  await breakStorage(page);
  await open(page, '/docs/guide/intro');
  expect(await page.evaluate(() => {
    try {
      return typeof window.localStorage;
    } catch {
      return 'throws';
    }
  }), 'the test really breaks storage').toBe('throws');

  // The pre-paint script did not throw: the default colour mode is in place.
  expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });

  // The bar shows (nothing can be remembered) and closes.
  await expect(page.locator(BAR)).toBeVisible();
  await page.locator(CLOSE).click();
  await expect(page.locator(BAR)).toHaveCount(0);

  // Client-side navigation.
  for (const to of ['/docs/guide/app-source', '/docs/guide/intro']) {
    await page.locator(`${SIDEBAR_LINK}[href="${to}"]`).click();
    await expectDocAt(page, to, await routeTitle(request, to));
  }

  // A full load: the bar is back, since its dismissal could not be stored.
  await open(page, '/docs/api/intro');
  await expect(page.locator(BAR)).toBeVisible();

  const pageErrors = problems.filter((p) => p.startsWith('pageerror'));
  expect(pageErrors, 'no uncaught errors').toEqual([]);
  // One warning per page load (two loads), and nothing else.
  expect(problems).toHaveLength(2);
  for (const p of problems) expect(p).toMatch(/^console\.warning: docskit: browser storage is unavailable/);
});

test('one page load logs exactly one warning', async ({ page }) => {
  const problems = collectProblems(page);
  await breakStorage(page);
  await open(page, '/');
  await page.locator(CLOSE).click();
  await expect(page.locator(BAR)).toHaveCount(0);
  await page.locator('a.dk-navbar-item[href="/docs/sdk/intro"]').first().click();
  await expect(page).toHaveURL('/docs/sdk/intro');
  await expect(page.locator('article.dk-doc h1')).toBeVisible();
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^console\.warning: docskit: browser storage is unavailable/);
});

test('with localStorage throwing, grouped tabs still switch together', async ({ page }) => {
  const problems = collectProblems(page);
  await breakStorage(page);
  await open(page, '/docs/guide/iap');
  const groups = page.locator('.dk-tabs');
  expect(await groups.count(), 'tab groups on the page').toBeGreaterThan(1);
  await groups.first().getByRole('tab', { name: 'iOS' }).click();
  for (const g of await groups.all()) {
    await expect(g.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
    await expect(g.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'false');
  }
  await expect(groups.first().getByRole('tabpanel').filter({ visible: true })).toHaveCount(1);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^console\.warning: docskit: browser storage is unavailable/);
});
