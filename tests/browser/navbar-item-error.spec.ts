// A navbar item that fails to render shows an error naming the item to check in the configuration,
// and the rest of the page keeps working.
import { expect, test } from '@playwright/test';
import { ITEMS, rewriteMainBundle } from './navbar-support';
import { DOC_TITLE, open, routeTitle, waitForHydration } from './support';

/** The first navbar item's label in the bundled site config, as a string literal (escaped or not). */
const FIRST_LABEL = /(["']?label["']?:)("가이드"|"\\uAC00\\uC774\\uB4DC")(?=,["']?to["']?:"\/docs\/guide\/intro")/;

/** The error React logs (console.error) for the item error the boundary catches; nothing else may be logged. */
const EXPECTED = /"label" must be a string/;

test('an item whose label is not a string shows an error naming navbar.items[0]', async ({ page, request }) => {
  const problems: string[] = [];
  const expected: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    (msg.type() === 'error' && EXPECTED.test(msg.text()) ? expected : problems).push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await rewriteMainBundle(page, (js) => js.replace(FIRST_LABEL, '$1{"x":1}'));

  const title = await routeTitle(request, '/docs/api/intro');
  await open(page, '/docs/api/intro');
  const alert = page.locator('nav.dk-navbar').getByRole('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('A navbar item failed to render.');
  await expect(alert).toContainText('Please double-check the following navbar item (navbar.items[0]) of your docskit config:');
  // The item's JSON, as configured.
  await expect(alert).toContainText('"x": 1');
  await expect(alert).toContainText('"to": "/docs/guide/intro"');
  await expect(alert).toContainText('"sidebar": "guide"');
  await expect(alert).toContainText('Cause: "label" must be a string');

  // The other items and the page itself still work.
  const bar = page.locator('nav.dk-navbar .dk-navbar-inner');
  await expect(bar.locator('a[href="/docs/guide/intro"]')).toHaveCount(0);
  for (const item of ITEMS.slice(1)) await expect(bar.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  await expect(page.locator(DOC_TITLE)).toHaveText(title);
  await bar.getByRole('link', { name: 'SDK', exact: true }).click();
  await expect(page).toHaveURL('/docs/sdk/intro');
  await waitForHydration(page);
  await expect(alert).toHaveCount(1); // still shown on the next page

  expect(expected.length, 'React logged the caught error').toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
