import { expect, test } from '@playwright/test';
import { analyticsBase, blockProviders, named, sent } from './analytics-support';

test('scroll depth is sent once per threshold as the reader scrolls down', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 300 });
  await blockProviders(page);
  await page.goto(`${analyticsBase}/docs/sdk/namespaces`);
  await expect.poll(async () => named(await sent(page), 'page_view').length).toBe(1);
  const percents = async () => named(await sent(page), 'scroll_depth').map((s) => s.params.percent);
  const start = await percents();
  expect(start).not.toContain(100);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 150) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(percents).toEqual([25, 50, 75, 100]);
  // Scrolling up and down again sends nothing more.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(400);
  expect(await percents()).toEqual([25, 50, 75, 100]);
  expect(named(await sent(page), 'scroll_depth', 'gtag').map((s) => s.params.percent)).toEqual([25, 50, 75, 100]);
});

test('a page shorter than the window counts as read to 100 %', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 4000 });
  await blockProviders(page);
  // Doc pages are always taller than the window (the sidebar fills it above the
  // footer); the not-found page is short.
  await page.goto(`${analyticsBase}/docs/no-such-page`);
  await expect.poll(async () => named(await sent(page), 'scroll_depth').map((s) => s.params.percent)).toEqual([25, 50, 75, 100]);
});

test('scroll checks are throttled to one per 250 ms', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.clock.install();
  await blockProviders(page);
  await page.goto(`${analyticsBase}/docs/sdk/namespaces`);
  await expect.poll(async () => named(await sent(page), 'page_view').length).toBe(1);
  // Stop the page's clock, then make a check happen now with a scroll at the top.
  // (The fake clock holds back native scroll events, so the test fires them.)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
  const before = named(await sent(page), 'scroll_depth').length;
  // Jump to the bottom right after that check: nothing until 250 ms have passed.
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
  });
  await page.clock.runFor(100);
  const early = named(await sent(page), 'scroll_depth').length;
  await page.clock.runFor(300);
  const later = named(await sent(page), 'scroll_depth').map((s) => s.params.percent);
  expect(later).toContain(100);
  expect(early).toBeLessThan(later.length);
  expect(before).toBeLessThanOrEqual(early);
});
