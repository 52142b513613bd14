// The mobile menu closes after a navigation: following one of its links, or a route change from history.
import { expect, test } from '@playwright/test';
import { expectMenuClosed, MOBILE, openMenu, panel } from './navbar-support';
import { collectProblems, expectDocAt, open, routeTitle, watchFullLoads } from './support';

test.describe.configure({ mode: 'parallel' });

test('following a link in the menu navigates on the client and closes the menu', async ({ page, request }) => {
  const problems = collectProblems(page);
  const title = await routeTitle(request, '/docs/api/intro');
  await page.setViewportSize(MOBILE);
  await open(page, '/docs/guide/intro');
  const loads = await watchFullLoads(page);
  await openMenu(page);
  await panel(page).getByRole('link', { name: 'API', exact: true }).click();
  await expectDocAt(page, '/docs/api/intro', title);
  await expectMenuClosed(page);
  await loads.expectNoFullLoad();
  expect(problems).toEqual([]);
});

test('a route change while the menu is open (browser Back) closes it', async ({ page, request }) => {
  const problems = collectProblems(page);
  const guide = await routeTitle(request, '/docs/guide/intro');
  const sdk = await routeTitle(request, '/docs/sdk/intro');
  await page.setViewportSize(MOBILE);
  await open(page, '/docs/guide/intro');
  const loads = await watchFullLoads(page);
  // A client navigation first, without the menu, through a link added to the body.
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/docs/sdk/intro';
    a.id = 'test-link';
    a.textContent = 'SDK';
    document.querySelector('article.dk-doc')?.prepend(a);
  });
  await page.locator('#test-link').click();
  await expectDocAt(page, '/docs/sdk/intro', sdk);

  await openMenu(page);
  await page.goBack();
  await expectDocAt(page, '/docs/guide/intro', guide);
  await expectMenuClosed(page);
  await loads.expectNoFullLoad();
  expect(problems).toEqual([]);
});
