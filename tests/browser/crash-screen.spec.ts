// A page that throws while rendering shows the crash screen inside the layout: the title
// "This page crashed.", a Try again button, the error message and each cause as
// "Cause: …". Try again fetches the page data again and renders the page.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, dataPath, expectDocAt, open, routeTitle, SIDEBAR_LINK, watchFullLoads } from './support';
import { frames, replaceBody, watchFetches } from './navigation-support';

test.describe.configure({ mode: 'parallel' });
// A route handler still running when a test ends must not fail it.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const TO = '/docs/guide/app-source';
const crash = (page: Page) => page.locator('main.dk-crash');

/** Navigates on the client from the guide intro to TO, whose data has the given body. */
async function crashInto(page: Page, body: Parameters<typeof replaceBody>[2]): Promise<void> {
  await open(page, '/docs/guide/intro');
  await replaceBody(page, TO, body);
  await page.locator(`${SIDEBAR_LINK}[href="${TO}"]`).click();
  await expect(page).toHaveURL(TO);
}

test('an unknown component shows the crash screen with the message, and Try again renders the page', async ({ page, request }) => {
  const problems = collectProblems(page);
  await crashInto(page, [{ t: 'html', html: '<p>앞부분</p>' }, { t: 'c', name: 'NoSuchWidget' }]);
  const loads = await watchFullLoads(page);

  await expect(crash(page).locator('h1')).toHaveText('This page crashed.');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(crash(page).locator('.dk-crash-message')).toHaveText('unknown component <NoSuchWidget> in page data');
  await expect(crash(page).locator('.dk-crash-cause')).toHaveCount(0);
  // Only the page content is replaced: the navbar and the footer stay.
  await expect(page.locator('nav.dk-navbar')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  await page.unroute(`**/_data${TO}.json`);
  const fetches = watchFetches(page);
  await crash(page).getByRole('button', { name: 'Try again' }).click();
  await expectDocAt(page, TO, await routeTitle(request, TO));
  await expect(crash(page)).toHaveCount(0);
  expect(fetches, 'Try again fetched the page data again').toEqual([dataPath(TO)]);
  await loads.expectNoFullLoad();
  // React reports the caught error once; nothing else went wrong.
  expect(problems.length).toBeGreaterThan(0);
  expect(problems.filter((p) => !p.includes('unknown component <NoSuchWidget>'))).toEqual([]);
});

test('an error with causes lists each cause', async ({ page }) => {
  const problems = collectProblems(page);
  await crashInto(page, [
    {
      t: 'c',
      name: 'Details',
      props: { summary: '요약' },
      children: [{ t: 'c', name: 'Admonition', props: { type: 'note' }, children: [{ t: 'c', name: 'NoSuchWidget' }] }],
    },
  ]);
  await expect(crash(page).locator('h1')).toHaveText('This page crashed.');
  await expect(crash(page).locator('.dk-crash-message')).toHaveText('cannot render <Details>');
  await expect(crash(page).locator('.dk-crash-cause')).toHaveText([
    'Cause: cannot render <Admonition>',
    'Cause: unknown component <NoSuchWidget> in page data',
  ]);
  expect(problems.filter((p) => !p.includes('cannot render <Details>'))).toEqual([]);
});

test('another page clears the crash screen', async ({ page, request }) => {
  await crashInto(page, [{ t: 'c', name: 'NoSuchWidget' }]);
  await expect(crash(page)).toBeVisible();
  // The crash screen replaced the doc page, sidebar included: use the navbar.
  const to = '/docs/api/intro';
  await page.locator(`nav.dk-navbar a.dk-navbar-item[href="${to}"]`).click();
  await expectDocAt(page, to, await routeTitle(request, to));
  await expect(crash(page)).toHaveCount(0);
});

test('Try again shows the crash screen again while the page still fails', async ({ page }) => {
  await crashInto(page, [{ t: 'c', name: 'NoSuchWidget' }]);
  const fetches = watchFetches(page);
  const refetched = page.waitForResponse((r) => new URL(r.url()).pathname === dataPath(TO));
  await crash(page).getByRole('button', { name: 'Try again' }).click();
  await refetched;
  await frames(page);
  expect(fetches).toEqual([dataPath(TO)]);
  await expect(crash(page).locator('.dk-crash-message')).toHaveText('unknown component <NoSuchWidget> in page data');
});
