// The test site's src/pages: its React home page (src/pages/index.js) is
// rendered on the server, hydrates once its chunk has loaded, and takes part
// in client-side navigation both ways; its Markdown page is a page like a doc.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, open, waitForHydration, watchFullLoads } from '../../tests/browser/support';

/**
 * The console problems of the page (hydration mismatches included), except the
 * failed loads of the script and stylesheet the test site's config adds from
 * hosts that do not exist (cdn.example.com, fonts.example.com: no network here).
 */
function problemsOf(page: Page): () => string[] {
  const all = collectProblems(page);
  return () => all.filter((p) => !/\(https:\/\/(cdn|fonts)\.example\.com\//.test(p));
}

const counter = (page: Page) => page.getByRole('button', { name: /^Pressed/ });

test('the React home page is rendered on the server and hydrates', async ({ page }) => {
  const problems = problemsOf(page);
  await page.route('**/assets/page*.js', async (route) => {
    // Hold the page's module back: the server's HTML shows meanwhile.
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('h1.hero-title')).toHaveText('Widget Docs');
  await expect(page.locator('p.hero-motto')).toHaveText('Small parts, big machines');
  await expect(counter(page)).toHaveText('Pressed 0 times');
  await expect(page).toHaveTitle('Home | Widget Docs');
  await waitForHydration(page);
  await counter(page).click();
  await counter(page).click();
  await expect(counter(page)).toHaveText('Pressed 2 times');
  const weight = await counter(page).evaluate((e) => getComputedStyle(e).fontWeight);
  expect(weight, "the page's CSS module is applied").toBe('700');
  await expect(page.locator('nav.dk-navbar')).toBeVisible();
  await expect(page.locator('footer.dk-footer')).toBeVisible();
  expect(problems(), 'no hydration mismatch or other problem').toEqual([]);
});

test('from the React page to a doc and back, on the client', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/');
  const loads = await watchFullLoads(page);
  await counter(page).click();
  await page.locator('a.hero-start').click();
  await expect(page).toHaveURL('/guide/intro');
  await expect(page.locator('article.dk-doc h1')).toHaveText('Introduction');
  await expect(page).toHaveTitle('Introduction | Widget Docs');
  await expect(counter(page)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(counter(page)).toHaveText('Pressed 0 times');
  await counter(page).click();
  await expect(counter(page)).toHaveText('Pressed 1 times');
  await expect(page).toHaveTitle('Home | Widget Docs');
  await loads.expectNoFullLoad();
  expect(problems()).toEqual([]);
});

test("a doc links to the React page, whose chunk loads before it shows", async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/guide/intro');
  const loads = await watchFullLoads(page);
  const chunk = page.waitForRequest(/\/assets\/page\d+-[A-Z0-9]+\.js$/);
  await page.locator('a.dk-navbar-brand').click();
  await chunk;
  await expect(page).toHaveURL('/');
  await expect(counter(page)).toHaveText('Pressed 0 times');
  await counter(page).click();
  await expect(counter(page)).toHaveText('Pressed 1 times');
  await expect(page).toHaveTitle('Home | Widget Docs');
  await expect(page.locator('meta[name="description"][content="Widgets for every machine"]')).toHaveCount(1);
  await loads.expectNoFullLoad();
  expect(problems()).toEqual([]);
});

test('the Markdown page has its title, table of contents and links', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/about');
  await expect(page).toHaveTitle('About us | Widget Docs');
  await expect(page.locator('main.dk-mdx-page h1')).toHaveText('About the widget makers');
  await expect(page.locator('.dk-doc-toc a.dk-toc-link')).toHaveText(['History', 'Team']);
  const loads = await watchFullLoads(page);
  await page.locator('main.dk-mdx-page a[href="/guide/intro"]').click();
  await expect(page.locator('article.dk-doc h1')).toHaveText('Introduction');
  await loads.expectNoFullLoad();
  expect(problems()).toEqual([]);
});
