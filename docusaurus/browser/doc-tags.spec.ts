// The docs' tags on a Docusaurus site built by cmd/docskit
// (docusaurus/testdata/site, whose docs have front matter tags): a doc links
// its tags, a tag's page lists its docs and links the tags page, which lists
// every tag with its number of docs; the tag pages' layout is a lazy chunk,
// loaded on a client-side navigation as on a first load, and no page has a
// hydration problem. The blog's authors page lists the authors of its map.
import { expect, test } from '@playwright/test';
import { collectProblems, open, watchFullLoads } from '../../tests/browser/support';

// The test site's config names a script and a stylesheet on hosts that do
// not exist: they are answered empty.
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/(cdn|fonts)\.example\.com\//, (r) => r.fulfill({ status: 200, body: '' }));
});

test('doc → its tag → all tags → another tag → a doc, on the client', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/guide/guides/setup-widget');
  const tags = page.locator('footer.dk-doc-footer .dk-doc-tags');
  await expect(tags).toContainText('Tags:');
  await expect(tags.getByRole('link')).toHaveText(['basics', 'Mounting']);

  const loads = await watchFullLoads(page);
  await tags.getByRole('link', { name: 'basics' }).click();
  await expect(page).toHaveURL('/guide/tags/basics');
  await expect(page).toHaveTitle('2 docs tagged with "basics" | Widget Docs');
  await expect(page.locator('main h1')).toHaveText('2 docs tagged with "basics"');
  await expect(page.locator('main .dk-tag-docs h2'), 'by title').toHaveText(['Introduction', 'Set up a widget']);
  await expect(page.locator('main .dk-tag-docs')).toContainText('Mount it when the page has loaded.');

  await page.getByRole('link', { name: 'View All Tags' }).click();
  await expect(page).toHaveURL('/guide/tags');
  await expect(page).toHaveTitle('Tags | Widget Docs');
  await expect(page.locator('main .dk-tags-letter h2'), 'by letter').toHaveText(['B', 'M']);
  await expect(page.locator('main a.dk-tag')).toHaveText(['basics2', 'Mounting1']);

  await page.locator('main a.dk-tag', { hasText: 'Mounting' }).click();
  await expect(page).toHaveURL('/guide/tags/mounting');
  await expect(page.locator('main h1')).toHaveText('One doc tagged with "Mounting"');
  await page.locator('main .dk-tag-docs').getByRole('link', { name: 'Set up a widget' }).click();
  await expect(page).toHaveURL('/guide/guides/setup-widget');
  await expect(page.locator('article.dk-doc h1')).toHaveText('Set up a widget');
  await loads.expectNoFullLoad();
  expect(problems, 'no hydration mismatch or console problem').toEqual([]);
});

test('the tag pages and the authors page hydrate on a first load', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/guide/tags/basics');
  await expect(page.locator('main .dk-tag-docs h2')).toHaveText(['Introduction', 'Set up a widget']);
  await open(page, '/guide/tags');
  await expect(page.locator('main a.dk-tag')).toHaveCount(2);
  await open(page, '/blog/authors');
  await expect(page.locator('main h1')).toHaveText('Authors');
  await expect(page.locator('main')).toContainText('Mara Vance');
  expect(problems).toEqual([]);
});
