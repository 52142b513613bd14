// Showing a doc page stores the preferred docs version in localStorage under
// Docusaurus's key, docs-preferred-version-default = "current" (the one version, "Next").
import { expect, test, type Page } from '@playwright/test';
import { expectDocAt, open, routeTitle } from './support';

test.describe.configure({ mode: 'parallel' });

const KEY = 'docs-preferred-version-default';
const stored = (page: Page) => page.evaluate((k) => localStorage.getItem(k), KEY);

test('a first load of a doc page stores the version', async ({ page }) => {
  await open(page, '/docs/sdk/intro');
  await expect.poll(() => stored(page)).toBe('current');
});

test('the landing page stores nothing; a client navigation into the docs does', async ({ page, request }) => {
  await open(page, '/');
  await page.waitForTimeout(200);
  expect(await stored(page)).toBeNull();
  const to = '/docs/guide/intro';
  await page.locator(`nav.dk-navbar a.dk-navbar-item[href="${to}"]`).click();
  await expectDocAt(page, to, await routeTitle(request, to));
  await expect.poll(() => stored(page)).toBe('current');
});

test('the not-found page stores nothing', async ({ page }) => {
  await open(page, '/docs/no-such-page', 404);
  await page.waitForTimeout(200);
  expect(await stored(page)).toBeNull();
});
