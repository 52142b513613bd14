// When the next page cannot be loaded (its data, or a lazy chunk it needs), the client
// logs a console warning and loads the target URL in full.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { expectDocAt, open, routeTitle, SIDEBAR_LINK, waitForHydration, watchFullLoads } from './support';
import { addDetails, routeLazyChunks } from './navigation-support';

test.describe.configure({ mode: 'parallel' });
// A route handler still running when a test ends must not fail it.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const TO = '/docs/guide/app-source';

function warnings(page: Page): ConsoleMessage[] {
  const out: ConsoleMessage[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') out.push(m);
  });
  return out;
}

async function expectWarnedFullLoad(page: Page, warned: ConsoleMessage[], loads: Awaited<ReturnType<typeof watchFullLoads>>, title: string) {
  await expectDocAt(page, TO, title);
  await waitForHydration(page);
  expect(warned.map((m) => m.text())).toEqual([expect.stringContaining(`docskit: could not load ${TO}; loading the page in full`)]);
  expect(loads.documents.map((r) => new URL(r.url()).pathname), 'one full load, of the target').toEqual([TO]);
}

test('failed page data: a console warning, then a full load', async ({ page, request }) => {
  const title = await routeTitle(request, TO);
  await open(page, '/docs/guide/intro');
  const warned = warnings(page);
  await page.route(`**/_data${TO}.json`, (r) => r.abort());
  const loads = await watchFullLoads(page);
  await page.locator(`${SIDEBAR_LINK}[href="${TO}"]`).click();
  await expectWarnedFullLoad(page, warned, loads, title);
});

test('a failed lazy chunk of the next page: a console warning, then a full load', async ({ page, request }) => {
  const title = await routeTitle(request, TO);
  await open(page, '/docs/guide/intro');
  const warned = warnings(page);
  await addDetails(page, TO);
  await page.unroute(`**${TO}`); // the full load gets the real page
  const chunks = await routeLazyChunks(page, (r) => r.abort());
  const loads = await watchFullLoads(page);
  await page.locator(`${SIDEBAR_LINK}[href="${TO}"]`).click();
  await expectWarnedFullLoad(page, warned, loads, title);
  expect(chunks.length, 'the chunk was tried').toBeGreaterThan(0);
});
