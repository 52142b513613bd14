// The search page a site with a search theme has at /search (plugins/search
// Options.Page): it shows the results of ?q= with the dialog's index and
// ranking, keeps the query in the address as one types, and is the only
// page that loads the results' code.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from '../../tests/browser/support';

/** scriptsOf records the URLs of the JavaScript files the page fetches. */
function scriptsOf(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.add(new URL(r.url()).pathname);
  });
  return seen;
}

test('the search page shows the results of ?q= and follows the typed query', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/search?q=widget');
  await expect(page.locator('h1')).toHaveText('Search the documentation');
  const field = page.getByRole('searchbox', { name: 'Search' });
  await expect(field).toHaveValue('widget');
  const results = page.locator('.dk-search-page-result');
  await expect(results.first()).toBeVisible();
  await expect(page.locator('.dk-search-page-results')).toHaveAttribute('data-query', 'widget');
  await expect(page.getByRole('dialog')).toHaveCount(0); // ?q= is the page's, not the dialog's

  await field.fill('set up');
  await expect(page).toHaveURL(/\/search\?q=set\+up$/);
  await expect(results.first()).toContainText('Set up a widget');
  await results.first().click();
  await expect(page).toHaveURL(/\/guide\/guides\/setup-widget/);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=set\+up$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('set up');

  await page.getByRole('searchbox', { name: 'Search' }).fill('qqqzzz');
  await expect(page.getByText('No results for ‘qqqzzz’.')).toBeVisible();
  expect(problems.filter((p) => !/example\.com/.test(p))).toEqual([]);
});

test('only the search page loads the results code and the index', async ({ browser }) => {
  const doc = await browser.newPage();
  const docScripts = scriptsOf(doc);
  const docIndex: string[] = [];
  doc.on('request', (r) => r.url().includes('/search/') && docIndex.push(r.url()));
  await doc.goto('/guide/intro');
  await doc.waitForLoadState('networkidle');
  expect(docIndex, 'a doc page does not fetch the index').toEqual([]);

  const search = await browser.newPage();
  const searchScripts = scriptsOf(search);
  await search.goto('/search?q=widget');
  await expect(search.locator('.dk-search-page-result').first()).toBeVisible();
  const onlyThere = [...searchScripts].filter((s) => !docScripts.has(s));
  expect(onlyThere.length, 'the search page loads chunks a doc page does not').toBeGreaterThan(0);
  await doc.close();
  await search.close();
});
