// The blog of a Docusaurus site built by cmd/docskit (docusaurus/testdata/site):
// the list shows each post up to its truncate marker (a post with JavaScript,
// from its module), "Read more" opens the post, a tag lists its posts, and
// Back returns; every step after the first load is a client-side navigation,
// and no page has a hydration problem.
import { expect, test } from '@playwright/test';
import { collectProblems, open, watchFullLoads } from '../../tests/browser/support';

const POST = '/blog/2026/01/20/widgets-2';

// The test site's config names a script and a stylesheet on hosts that do
// not exist (example.com's): they are answered empty, so that the console
// shows only the blog's problems.
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/(cdn|fonts)\.example\.com\//, (r) => r.fulfill({ status: 200, body: '' }));
});

test('blog list → Read more → tag page → Back, on the client', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/blog');
  await expect(page).toHaveTitle('Widget blog | Widget Docs');
  const titles = page.locator('main article h2.dk-blog-post-title a');
  await expect(titles).toHaveText(['Widgets 2.0', 'Counting widgets'], { timeout: 10_000 });
  const first = page.locator('main article').first();
  await expect(first).toContainText('Every widget now snaps to the grid.');
  await expect(first, 'nothing after the truncate marker').not.toContainText('What changed');
  const counting = page.locator('main article').nth(1);
  await expect(counting, "a module post's start, from its module").toContainText('The catalogue now has 12 widgets.');
  await expect(counting).not.toContainText('a page of its own');
  await expect(page.locator('nav[aria-label="Blog list page navigation"] a')).toHaveAttribute('href', '/blog/page/2');
  await expect(page.locator('aside.dk-blog-sidebar')).toContainText('All posts');

  const loads = await watchFullLoads(page);
  await first.getByRole('link', { name: 'Read more about Widgets 2.0' }).click();
  await expect(page).toHaveURL(POST);
  await expect(page.locator('main h1')).toHaveText('Widgets 2.0');
  await expect(page.locator('main')).toContainText('Nothing to do: old widgets keep their places.');
  await expect(page).toHaveTitle('Widgets 2.0 | Widget Docs');
  await expect(page.locator('.dk-blog-sidebar-link-active')).toHaveText('Widgets 2.0');
  await expect(page.locator('nav[aria-label="Blog post page navigation"]')).toContainText('Older post');

  await page.locator('main .dk-blog-post-tags').getByRole('link', { name: 'release' }).click();
  await expect(page).toHaveURL('/blog/tags/release');
  await expect(page.locator('main h1')).toHaveText('3 posts tagged with "release"');
  await expect(page.locator('main article h2.dk-blog-post-title a')).toHaveText(['Widgets 2.0', 'Counting widgets']);
  await expect(page.locator('nav[aria-label="Blog list page navigation"] a'), 'tag pages are paginated').toHaveAttribute('href', '/blog/tags/release/page/2');
  await expect(page.locator('main'), 'the module post on a page reached on the client').toContainText('The catalogue now has 12 widgets.');

  await page.goBack();
  await expect(page).toHaveURL(POST);
  await expect(page.locator('main h1')).toHaveText('Widgets 2.0');
  await page.goBack();
  await expect(page).toHaveURL('/blog');
  await expect(titles).toHaveText(['Widgets 2.0', 'Counting widgets']);
  await loads.expectNoFullLoad();
  expect(problems, 'no hydration mismatch or console problem').toEqual([]);
});

test('a post, the tags page and the archive hydrate without a problem', async ({ page }) => {
  const problems = collectProblems(page);
  for (const path of [POST, '/blog/tags', '/blog/archive', '/blog/page/2']) {
    await open(page, path);
  }
  await expect(page.locator('main')).toContainText('Hello from the widget team');
  expect(problems).toEqual([]);
});
