import { expect, test } from '@playwright/test';
import { analyticsBase, blockProviders, clickLink, named, sent, setHidden } from './analytics-support';

test('time on page is sent at 30, 60, 120 and 300 s, counting only while the tab is visible', async ({ page }) => {
  await page.clock.install();
  await blockProviders(page);
  await page.goto(`${analyticsBase}/docs/guide/app-source`);
  await expect.poll(async () => named(await sent(page), 'page_view').length).toBe(1);
  const seconds = async () => named(await sent(page), 'time_on_page').map((s) => s.params.seconds);

  await page.clock.runFor(25_000);
  expect(await seconds()).toEqual([]);
  await page.clock.runFor(10_000); // 35 s visible
  expect(await seconds()).toEqual([30]);

  await setHidden(page, true);
  await page.clock.runFor(120_000); // hidden time does not count
  expect(await seconds()).toEqual([30]);
  await setHidden(page, false);

  await page.clock.runFor(30_000); // 65 s visible
  expect(await seconds()).toEqual([30, 60]);
  await page.clock.runFor(240_000); // 305 s visible
  expect(await seconds()).toEqual([30, 60, 120, 300]);
  expect(named(await sent(page), 'time_on_page', 'gtag').map((s) => s.params.seconds)).toEqual([30, 60, 120, 300]);
});

test('counters reset on every path change', async ({ page }) => {
  await page.clock.install();
  await blockProviders(page);
  await page.goto(`${analyticsBase}/docs/guide/app-source`);
  await expect.poll(async () => named(await sent(page), 'page_view').length).toBe(1);
  await page.clock.runFor(40_000);
  await clickLink(page, '/docs/guide/check-store-id');
  await page.clock.runFor(40_000);
  const times = named(await sent(page), 'time_on_page').map((s) => [s.params.page_path, s.params.seconds]);
  expect(times).toEqual([
    ['/docs/guide/app-source', 30],
    ['/docs/guide/check-store-id', 30],
  ]);
});

test('total time is sent on leaving a page after more than 5 s, and not under 5 s', async ({ page }) => {
  await page.clock.install();
  await blockProviders(page);
  await page.goto(`${analyticsBase}/docs/guide/app-source`);
  // The analytics module loads after hydration and starts counting when it arrives; the
  // clock also runs in real time, so notice its page view at once (the totals are rounded).
  await expect.poll(async () => named(await sent(page), 'page_view').length, { intervals: [10] }).toBe(1);
  await page.clock.runFor(12_000);
  await clickLink(page, '/docs/guide/check-store-id'); // leave after 12 s
  await page.clock.runFor(3_000);
  await clickLink(page, '/docs/guide/iap'); // leave after 3 s: nothing
  await page.clock.runFor(8_000);
  await setHidden(page, true); // tab hidden after 8 s
  const totals = named(await sent(page), 'total_time_on_page');
  // The fake clock also runs in real time while links are clicked (more than
  // half a second on a loaded machine), so a total may be one second more.
  expect(totals.map((s) => s.params.page_path)).toEqual(['/docs/guide/app-source', '/docs/guide/iap']);
  const seconds = totals.map((s) => Number(s.params.seconds));
  expect(seconds[0]).toBeGreaterThanOrEqual(12);
  expect(seconds[0]).toBeLessThanOrEqual(13);
  expect(seconds[1]).toBeGreaterThanOrEqual(8);
  expect(seconds[1]).toBeLessThanOrEqual(9);
  const viaGtag = named(await sent(page), 'total_time_on_page', 'gtag');
  expect(viaGtag.every((s) => s.params.transport_type === 'beacon')).toBe(true);
});
