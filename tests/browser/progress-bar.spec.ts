// The progress bar at the top appears when a navigation takes over 200 ms and never for
// a fast one. It is nprogress-like: starts at 0.08, trickles, 2 px in the primary colour.
import { expect, test, type Page } from '@playwright/test';
import { expectDocAt, open, routeTitle, SIDEBAR_LINK } from './support';
import { sleep } from './navigation-support';

test.describe.configure({ mode: 'parallel' });
// A route handler still running when a test ends must not fail it.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

type Recorder = Window & { __clickAt?: number; __barAt?: number[] };

/** Records (performance.now()) every insertion of the bar and the last click. */
async function recordBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Recorder;
    w.__barAt = [];
    document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true });
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) if (n instanceof Element && n.matches('.dk-progress')) w.__barAt?.push(performance.now());
    }).observe(document.body, { childList: true });
  });
}

const recorded = (page: Page) => page.evaluate(() => ({ click: (window as Recorder).__clickAt ?? 0, bars: (window as Recorder).__barAt ?? [] }));

/** The bar's filled fraction, from its translateX. */
const fraction = (page: Page) =>
  page.locator('.dk-progress-bar').evaluate((el) => {
    const m = new DOMMatrixReadOnly(getComputedStyle(el).transform);
    return 1 + m.m41 / el.getBoundingClientRect().width;
  });

test('a navigation slower than 200 ms shows the bar, which trickles and then goes', async ({ page, request }) => {
  const to = '/docs/guide/app-source';
  const title = await routeTitle(request, to);
  await open(page, '/docs/guide/intro');
  await recordBar(page);
  await page.route('**/_data/**', async (r) => {
    await sleep(2_000);
    await r.fallback();
  });
  await page.locator(`${SIDEBAR_LINK}[href="${to}"]`).click();

  const bar = page.locator('.dk-progress .dk-progress-bar');
  await expect(bar).toBeAttached();
  const { click, bars } = await recorded(page);
  expect(bars).toHaveLength(1);
  expect(bars[0] - click, 'the bar appears after 200 ms').toBeGreaterThanOrEqual(195);
  const style = await bar.evaluate((el) => {
    const s = getComputedStyle(el);
    return { position: s.position, top: s.top, height: el.getBoundingClientRect().height, zIndex: s.zIndex, color: s.backgroundColor };
  });
  expect(style).toEqual({ position: 'fixed', top: '0px', height: 2, zIndex: '1031', color: 'rgb(35, 87, 217)' });
  await expect.poll(() => fraction(page), 'starts at the minimum, 0.08').toBeGreaterThanOrEqual(0.079);
  const first = await fraction(page);
  expect(first).toBeLessThan(0.2);
  await expect.poll(() => fraction(page), { message: 'trickles forward', timeout: 3_000 }).toBeGreaterThan(first + 0.05);

  await expectDocAt(page, to, title);
  await expect(page.locator('.dk-progress'), 'done: completes and fades out').toHaveCount(0);
});

test('a fast navigation never shows the bar', async ({ page, request }) => {
  const to = '/docs/guide/app-source';
  const title = await routeTitle(request, to);
  await open(page, '/docs/guide/intro');
  await recordBar(page);
  await page.locator(`${SIDEBAR_LINK}[href="${to}"]`).click();
  await expectDocAt(page, to, title);
  const back = '/docs/guide/intro';
  await page.locator(`${SIDEBAR_LINK}[href="${back}"]`).click();
  await expectDocAt(page, back, await routeTitle(request, back));
  await sleep(500);
  expect((await recorded(page)).bars, 'no bar was ever added').toEqual([]);
});
