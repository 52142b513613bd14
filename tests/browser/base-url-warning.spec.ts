// If the client bundle does not run (a wrong BaseURL makes /assets/… answer 404),
// a red banner says so, without any help from the bundle.
import { expect, test } from '@playwright/test';
import { open } from './support';
import { CLIENT_JS, clientRan } from './prepaint-support';

test.describe.configure({ mode: 'parallel' });

const BANNER = '[role="alert"].dk-baseurl-warning';

for (const how of ['answers 404', 'is blocked'] as const) {
  test(`the banner shows when the client bundle ${how}`, async ({ page }) => {
    await page.route(CLIENT_JS, (route) => (how === 'answers 404' ? route.fulfill({ status: 404, body: 'Not Found' }) : route.abort()));
    await page.goto('/docs/guide/intro', { waitUntil: 'load' });
    const banner = page.locator(BANNER);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveCount(1);
    await expect(banner).toContainText('사이트를 제대로 불러오지 못했습니다.');
    await expect(banner).toContainText('BaseURL');
    await expect(banner).toContainText('"/"');
    await expect(banner).toContainText(page.url());
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(198, 40, 40)');
    // It is the first thing on the page.
    expect(await page.evaluate(() => document.body.firstElementChild?.classList.contains('dk-baseurl-warning'))).toBe(true);
    expect(await clientRan(page)).toBe(false);
  });
}

test('no banner on a normal load', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
  expect(await clientRan(page)).toBe(true);
  await expect(page.locator(BANNER)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('no banner when the client bundle is slow', async ({ page }) => {
  await page.route(CLIENT_JS, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/docs/guide/intro', { waitUntil: 'load' });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
  expect(await clientRan(page)).toBe(true);
  await expect(page.locator(BANNER)).toHaveCount(0);
});
