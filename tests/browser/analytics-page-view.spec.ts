import { expect, test } from '@playwright/test';
import { analyticsBase, blockProviders, clickLink, named, sent } from './analytics-support';

test('a page view goes to both providers on load and on each of three navigations, none on a hash change', async ({ page }) => {
  await blockProviders(page);
  await page.goto(`${analyticsBase}/docs/guide/app-source`);
  await expect.poll(async () => named(await sent(page), 'page_view').length).toBe(1);

  for (const href of ['/docs/guide/check-store-id', '/docs/guide/iap', '/docs/guide/intro']) {
    await clickLink(page, href);
  }
  await expect.poll(async () => named(await sent(page), 'page_view').map((s) => s.params.page_path)).toEqual([
    '/docs/guide/app-source',
    '/docs/guide/check-store-id',
    '/docs/guide/iap',
    '/docs/guide/intro',
  ]);
  const all = await sent(page);
  expect(named(all, 'page_view', 'gtag').map((s) => s.params.page_path)).toEqual(named(all, 'page_view').map((s) => s.params.page_path));
  const last = named(all, 'page_view').at(-1)!;
  expect(last.params.page_title).toBe(await page.title());
  expect(last.params.page_location).toBe(`${analyticsBase}/docs/guide/intro`);
  expect(Object.keys(last.params).sort()).toEqual(['page_location', 'page_path', 'page_title']);

  // A hash change on the same page is not a page view.
  const id = await page.locator('article h2[id]').first().getAttribute('id');
  await page.evaluate((h) => { location.hash = h; }, id!);
  await page.waitForTimeout(300);
  expect(named(await sent(page), 'page_view')).toHaveLength(4);
});

test('the web analytics property is configured without its own page views', async ({ page }) => {
  await blockProviders(page);
  await page.goto(`${analyticsBase}/docs/sdk/intro`);
  const config = await page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer as ArrayLike<unknown>[])
      .map((a) => Array.from(a as ArrayLike<unknown>))
      .find((a) => a[0] === 'config'),
  );
  expect(config?.[2]).toEqual({ send_page_view: false });
});
