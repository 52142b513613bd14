// When the next page's data cannot be fetched, clicking an internal link falls back
// to a full page load of the target URL.
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectDocAt, open, routeTitle, SIDEBAR_LINK, waitForHydration, watchFullLoads } from './support';

test.describe.configure({ mode: 'parallel' });

type Marked = Window & { __dkMarker?: string };

const failures: { readonly name: string; readonly handle: (route: Route) => Promise<void> }[] = [
  { name: 'the request is aborted', handle: (route) => route.abort() },
  { name: 'the server answers 500', handle: (route) => route.fulfill({ status: 500, body: 'boom' }) },
  { name: 'the body is not JSON', handle: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>' }) },
];

async function expectFullLoadTo(page: Page, loads: Awaited<ReturnType<typeof watchFullLoads>>, to: string, title: string): Promise<void> {
  await expectDocAt(page, to, title);
  await waitForHydration(page);
  expect(loads.documents.map((r) => new URL(r.url()).pathname), 'one document request, for the target').toEqual([to]);
  expect(await page.evaluate(() => (window as Marked).__dkMarker ?? null), 'a new document (the marker is gone)').toBeNull();
}

for (const f of failures) {
  test(`sidebar link does a full load when ${f.name}`, async ({ page, request }) => {
    const to = '/docs/guide/app-source';
    const title = await routeTitle(request, to);
    await open(page, '/docs/guide/intro');
    const failed: string[] = [];
    await page.route('**/_data/**', async (route) => {
      failed.push(new URL(route.request().url()).pathname);
      await f.handle(route);
    });
    const loads = await watchFullLoads(page);
    await page.locator(`${SIDEBAR_LINK}[href="${to}"]`).click();
    await expectFullLoadTo(page, loads, to, title);
    expect(failed).toContain(`/_data${to}.json`);
  });
}

test('Markdown link does a full load when the data request is aborted', async ({ page, request }) => {
  const to = '/docs/guide/webhook/overview';
  const title = await routeTitle(request, to);
  await open(page, '/docs/api/intro');
  await page.route('**/_data/**', (route) => route.abort());
  const loads = await watchFullLoads(page);
  await page.locator(`article.dk-doc .dk-markdown a[href="${to}"]`).click();
  await expectFullLoadTo(page, loads, to, title);
  // The fully loaded page still navigates on the client once data can be fetched again.
  await page.unroute('**/_data/**');
  const next = await watchFullLoads(page);
  const link = page.locator(`${SIDEBAR_LINK}[href="/docs/guide/intro"]`);
  await link.click();
  await expectDocAt(page, '/docs/guide/intro', await routeTitle(request, '/docs/guide/intro'));
  await next.expectNoFullLoad();
});
