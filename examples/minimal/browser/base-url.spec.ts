// The minimal example built as a site under the base URL /docs/ (its guide at
// /docs/docs/guide/…, as a Docusaurus site with baseUrl '/docs/' has it), in a
// real browser: nothing it loads is outside /docs/ or answers an error, links
// carry the base (and the trailing slash of the project's build), client-side
// navigation fetches page data under the base, Back/Forward, a #hash link and a
// full load of a deep URL work. The project's metadata says whether the build
// has trailingSlash true.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { collectProblems, open, watchFullLoads } from '../../../tests/browser/support';

const DOC_TITLE = 'article.dk-doc h1';
const SIDEBAR_LINK = 'nav.dk-sidebar a.dk-sidebar-link';

/** The URL path of a route of the site: under /docs/, with the build's trailing slash. */
function at(info: TestInfo, route: string): string {
  if (route === '/') return '/docs/';
  return `/docs${route}${info.project.metadata.trailingSlash ? '/' : ''}`;
}

/**
 * Collects every response that is an error (status 400 or more) or comes from
 * outside /docs/, but Chromium's own request for /favicon.ico: the site has no
 * icon, and the browser asks the origin's root for one.
 */
function watchNetwork(page: Page): string[] {
  const bad: string[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname === '/favicon.ico') return;
    if (res.status() >= 400) bad.push(`${res.status()} ${pathname}`);
    else if (!pathname.startsWith('/docs/')) bad.push(`outside the base URL: ${pathname}`);
  });
  return bad;
}

/** The console problems of the page, but the 404 of Chromium's /favicon.ico (see watchNetwork). */
function problemsOf(page: Page): () => string[] {
  const all = collectProblems(page);
  return () => all.filter((p) => !p.includes('/favicon.ico'));
}

/** Paths of the page-data requests from now on. */
function watchData(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.includes('/_data/')) paths.push(pathname);
  });
  return paths;
}

test('first load, links, client navigation, Back/Forward, a #hash link and a reload under /docs/', async ({ page }, info) => {
  const bad = watchNetwork(page);
  const problems = problemsOf(page);
  await open(page, '/docs/');
  await expect(page.locator('a.dk-navbar-brand')).toHaveAttribute('href', '/docs/');
  const cta = page.getByRole('link', { name: 'Read the guide' });
  await expect(cta).toHaveAttribute('href', at(info, '/docs/guide/intro'));

  const loads = await watchFullLoads(page);
  const data = watchData(page);
  await cta.click();
  await expect(page).toHaveURL(at(info, '/docs/guide/intro'));
  await expect(page.locator(DOC_TITLE)).toHaveText('Introduction');
  expect(data).toContain('/docs/_data/docs/guide/intro.json');

  // A sidebar link: client-side, its page data under the base URL.
  const install = page.locator(SIDEBAR_LINK, { hasText: 'Installation' });
  await expect(install).toHaveAttribute('href', at(info, '/docs/guide/install'));
  await install.click();
  await expect(page).toHaveURL(at(info, '/docs/guide/install'));
  await expect(page.locator(DOC_TITLE)).toHaveText('Installation');
  expect(data).toContain('/docs/_data/docs/guide/install.json');

  await page.goBack();
  await expect(page).toHaveURL(at(info, '/docs/guide/intro'));
  await expect(page.locator(DOC_TITLE)).toHaveText('Introduction');
  await page.goForward();
  await expect(page).toHaveURL(at(info, '/docs/guide/install'));
  await expect(page.locator(DOC_TITLE)).toHaveText('Installation');
  await page.goBack();
  await expect(page.locator(DOC_TITLE)).toHaveText('Introduction');

  // The table of contents: a #hash link of the page itself.
  await page.locator('nav.dk-toc a', { hasText: 'What to read next' }).click();
  await expect(page).toHaveURL(`${at(info, '/docs/guide/intro')}#what-to-read-next`);
  await expect(page.locator('#what-to-read-next')).toBeInViewport();

  // A link in the body (a Markdown link to ./write.mdx), written by the builder.
  const write = page.locator('article.dk-doc a', { hasText: 'Writing pages' });
  await expect(write).toHaveAttribute('href', at(info, '/docs/guide/write'));
  await write.click();
  await expect(page).toHaveURL(at(info, '/docs/guide/write'));
  await expect(page.locator(DOC_TITLE)).toHaveText('Writing pages');
  await loads.expectNoFullLoad();

  // A full load of a deep URL, and of another spelling of it, which the server redirects.
  await open(page, at(info, '/docs/guide/platforms'));
  await expect(page.locator(DOC_TITLE)).toHaveText('Platforms');
  await open(page, '/docs/docs/guide/platforms.html');
  await expect(page).toHaveURL(at(info, '/docs/guide/platforms'));
  await expect(page.locator(DOC_TITLE)).toHaveText('Platforms');
  // Its sidebar still navigates on the client.
  const again = await watchFullLoads(page);
  await page.locator(SIDEBAR_LINK, { hasText: 'Introduction' }).click();
  await expect(page).toHaveURL(at(info, '/docs/guide/intro'));
  await expect(page.locator(DOC_TITLE)).toHaveText('Introduction');
  await again.expectNoFullLoad();

  expect(bad).toEqual([]);
  expect(problems()).toEqual([]);
});

test('the origin root sends a visitor to /docs/; a path without the base is the site’s 404 page', async ({ page }) => {
  const problems = problemsOf(page);
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL('/docs/');
  await expect(page.locator('h1')).toHaveText('Minimal');

  const missing = await page.goto('/guide/intro');
  expect(missing?.status()).toBe(404);
  // The 404 page's scripts and styles load from under /docs/, so it hydrates and links home.
  await expect(page.locator('a.dk-navbar-brand')).toHaveAttribute('href', '/docs/');
  await page.locator('a.dk-navbar-brand').click();
  await expect(page).toHaveURL('/docs/');
  // The one problem: the 404 status of the wrong address itself.
  expect(problems().filter((p) => !p.includes('/guide/intro'))).toEqual([]);
});
