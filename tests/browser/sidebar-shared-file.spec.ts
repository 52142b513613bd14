// A large sidebar is not copied into its pages (docskit/document.go,
// inlineSidebarMax): the page data says "sidebar": null, the head preloads the
// sidebar's shared file, and the client fetches it before hydrating. The Nuri
// sidebars are small enough to be inline, so these tests take a page as the
// build writes it for a large site: the same HTML with the sidebar left out.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, DOC_TITLE, expectDocAt, open, routeTitle, SIDEBAR_LINK, watchFullLoads } from './support';

test.describe.configure({ mode: 'parallel' });

const DATA_RE = /(<script id="__docskit_data" type="application\/json">)(.*?)(<\/script>)/s;

/** Serves the document at `path` without its inline sidebar, preloading the sidebar's file instead. */
async function serveWithoutSidebar(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const res = await route.fetch();
    const html = await res.text();
    const m = DATA_RE.exec(html);
    expect(m, 'page data in the document').not.toBeNull();
    const data = JSON.parse(m![2]) as { page: { sidebarUrl?: string }; sidebar: unknown };
    expect(data.sidebar, 'the page has its sidebar inline to begin with').not.toBeNull();
    const url = data.page.sidebarUrl ?? '';
    expect(url, 'the page names its sidebar file').toMatch(/^\/assets\/sidebar-.+\.json$/);
    const body = html
      .replace(DATA_RE, (_, open: string, _json: string, close: string) => open + JSON.stringify({ ...data, sidebar: null }) + close)
      .replace('</head>', `<link rel="preload" href="${url}" as="fetch" crossorigin></head>`);
    await route.fulfill({ response: res, body });
  });
}

test('a page without its sidebar inline fetches the file once, hydrates, and navigates on the client', async ({ page, request }) => {
  const from = '/docs/guide/intro';
  const to = '/docs/guide/app-source';
  const problems = collectProblems(page);
  await serveWithoutSidebar(page, from);
  const sidebarRequests: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/sidebar-/.test(new URL(req.url()).pathname)) sidebarRequests.push(new URL(req.url()).pathname);
  });
  await open(page, from);
  await expectDocAt(page, from, await routeTitle(request, from));
  await expect(page.locator(`${SIDEBAR_LINK}[aria-current="page"]`)).toHaveAttribute('href', from);
  expect(sidebarRequests.length, 'the sidebar file is requested once (the preload serves the fetch)').toBe(1);

  const loads = await watchFullLoads(page);
  await page.locator(`${SIDEBAR_LINK}[href="${to}"]`).click();
  await expectDocAt(page, to, await routeTitle(request, to));
  await loads.expectNoFullLoad();
  expect(problems, 'no hydration error, no failed preload').toEqual([]);
});

test('when the sidebar file cannot be loaded, the page stays as the server rendered it', async ({ page, request }) => {
  const from = '/docs/guide/intro';
  await serveWithoutSidebar(page, from);
  await page.route('**/assets/sidebar-*.json', (route) => route.abort());
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto(from);
  await expect(page.locator(DOC_TITLE)).toHaveText(await routeTitle(request, from));
  await expect.poll(() => errors.some((e) => e.includes('docskit: cannot load the sidebar'))).toBe(true);
  // Not hydrated: the server's sidebar is still there, and its links are plain links.
  await expect(page.locator(`${SIDEBAR_LINK}[aria-current="page"]`)).toHaveAttribute('href', from);
  expect(errors.filter((e) => e.includes('hydration')), 'no hydration attempt with a missing sidebar').toEqual([]);
});
