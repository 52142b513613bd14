import { expect, test } from '@playwright/test';

// The default test build has no analytics ids: nothing is loaded or sent.
test('with no ids configured no provider script, no dataLayer and no request', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.hostname !== '127.0.0.1') outside.push(r.url());
  });
  await page.goto('/docs/guide/intro');
  await page.locator('nav.dk-sidebar a[href="/docs/guide/app-source"]').click();
  await page.waitForURL('**/docs/guide/app-source');
  expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(outside).toEqual([]);
});
