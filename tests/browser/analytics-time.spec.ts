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

test('each mark is sent on the 5 s check that reaches it, counted from the page start, though the analytics chunk arrives late', async ({ page }) => {
  await page.clock.install();
  await blockProviders(page);
  // Hold back the chunk of the analytics module until the page has been open 7 s: a
  // count started when the module arrives would send the 30 s event at 37 s at best.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chunk-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('time_on_page')) await held;
    await route.fulfill({ response, body });
  });
  await page.goto(`${analyticsBase}/docs/guide/app-source`);
  const pageTime = () => page.evaluate(() => performance.now());
  await page.clock.runFor(7_000);
  expect(named(await sent(page), 'page_view')).toEqual([]);
  release();
  await expect.poll(async () => named(await sent(page), 'page_view').length).toBe(1);
  expect(await pageTime()).toBeGreaterThanOrEqual(7_000);

  const seconds = async () => named(await sent(page), 'time_on_page').map((s) => Number(s.params.seconds));
  // Near each mark, step one second at a time and note the page's time when the event is first seen.
  const seenAt = new Map<number, number>();
  for (const mark of [30, 60, 120, 300]) {
    const wait = mark * 1000 - 2_000 - (await pageTime());
    if (wait > 0) await page.clock.runFor(wait);
    expect(await seconds()).not.toContain(mark);
    while (!seenAt.has(mark) && (await pageTime()) < (mark + 10) * 1000) {
      await page.clock.runFor(1_000);
      const now = await pageTime();
      for (const s of await seconds()) if (!seenAt.has(s)) seenAt.set(s, now);
    }
  }
  for (const mark of [30, 60, 120, 300]) {
    const at = seenAt.get(mark);
    expect(at, `time_on_page ${mark} was sent`).toBeDefined();
    expect(at!, `time_on_page ${mark} was sent within 5 s of its time`).toBeGreaterThanOrEqual(mark * 1000);
    expect(at!, `time_on_page ${mark} was sent within 5 s of its time`).toBeLessThan((mark + 5) * 1000);
  }
  expect(await seconds()).toEqual([30, 60, 120, 300]);
});

test('counters reset on every path change, and a new page counts from when it is shown', async ({ page }) => {
  await page.clock.install();
  await blockProviders(page);
  await page.goto(`${analyticsBase}/docs/guide/app-source`);
  await expect.poll(async () => named(await sent(page), 'page_view').length).toBe(1);
  const pageTime = () => page.evaluate(() => performance.now());
  await page.clock.runFor(42_500);
  const clicked = await pageTime();
  await clickLink(page, '/docs/guide/check-store-id');
  const second = async () =>
    named(await sent(page), 'time_on_page').filter((s) => s.params.page_path === '/docs/guide/check-store-id');
  await page.clock.runFor(clicked + 28_000 - (await pageTime()));
  expect(await second()).toEqual([]);
  let seenAt = 0;
  while (!seenAt && (await pageTime()) < clicked + 40_000) {
    await page.clock.runFor(1_000);
    if ((await second()).length) seenAt = await pageTime();
  }
  expect(seenAt - clicked).toBeGreaterThanOrEqual(30_000);
  expect(seenAt - clicked).toBeLessThan(35_000);
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
  await expect.poll(async () => named(await sent(page), 'page_view').length).toBe(1);
  // The first page counts from the navigation start, before the analytics module arrived.
  await page.clock.runFor(12_000);
  const left = await page.evaluate(() => performance.now());
  await clickLink(page, '/docs/guide/check-store-id'); // leave after 12 s and a little more
  await page.clock.runFor(3_000);
  await clickLink(page, '/docs/guide/iap'); // leave after 3 s: nothing
  await page.clock.runFor(8_000);
  await setHidden(page, true); // tab hidden after 8 s
  const totals = named(await sent(page), 'total_time_on_page');
  // The fake clock also runs in real time while links are clicked (more than
  // half a second on a loaded machine), so a total may be one second more.
  expect(totals.map((s) => s.params.page_path)).toEqual(['/docs/guide/app-source', '/docs/guide/iap']);
  const seconds = totals.map((s) => Number(s.params.seconds));
  expect(seconds[0]).toBeGreaterThanOrEqual(Math.round(left / 1000));
  expect(seconds[0]).toBeLessThanOrEqual(Math.round(left / 1000) + 1);
  expect(seconds[1]).toBeGreaterThanOrEqual(8);
  expect(seconds[1]).toBeLessThanOrEqual(9);
  const viaGtag = named(await sent(page), 'total_time_on_page', 'gtag');
  expect(viaGtag.every((s) => s.params.transport_type === 'beacon')).toBe(true);
});
