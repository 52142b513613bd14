// On a 2g or data-saver connection nothing is prefetched or preloaded: page data is
// fetched only when a link is clicked.
import { expect, test } from '@playwright/test';
import { dataPath, expectDocAt, open, routeTitle, SIDEBAR_LINK, watchDataRequests } from './support';
import { sleep } from './navigation-support';

test.describe.configure({ mode: 'parallel' });

const connections = [
  { name: '2g', value: { effectiveType: '2g', saveData: false } },
  { name: 'slow-2g', value: { effectiveType: 'slow-2g', saveData: false } },
  { name: 'data saver', value: { effectiveType: '4g', saveData: true } },
];

for (const c of connections) {
  test(`no prefetch on a ${c.name} connection until a click`, async ({ page, request }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
    }, c.value);
    const data = watchDataRequests(page);
    await open(page, '/docs/releases/v1/app-source/android/intro');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await sleep(300);
    const to = '/docs/releases/v1/app-source/android/release-v-1-0-0';
    const link = page.locator(`${SIDEBAR_LINK}[href="${to}"]`);
    await link.hover();
    await link.dispatchEvent('touchstart');
    await sleep(300);
    expect(data, 'no page data requested before the click').toEqual([]);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);

    await link.click();
    await expectDocAt(page, to, await routeTitle(request, to));
    expect(data).toEqual([dataPath(to)]);
  });
}

test('a fast connection does prefetch (control)', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '4g', saveData: false }) });
  });
  const data = watchDataRequests(page);
  await open(page, '/docs/releases/v1/app-source/android/intro');
  await expect.poll(() => data.length).toBeGreaterThan(0);
});
