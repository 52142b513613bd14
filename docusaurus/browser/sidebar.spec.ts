// The docs sidebar of a Docusaurus site: the server expands the category that
// holds the page and only that one, and the page hydrates without a mismatch
// (the server answers "does this category hold the page?" from an index it
// keeps per sidebar, the browser by walking the sidebar: both must agree).
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, open } from '../../tests/browser/support';

/** The console problems of the page, except the failed loads from the config's hosts that do not exist. */
function problemsOf(page: Page): () => string[] {
  const all = collectProblems(page);
  return () => all.filter((p) => !/\(https:\/\/(cdn|fonts)\.example\.com\//.test(p));
}

const pages = [
  { route: '/guide/guides/setup-widget', guidesOpen: true },
  { route: '/guide/intro', guidesOpen: false },
];

for (const { route, guidesOpen } of pages) {
  test(`${route}: the server ${guidesOpen ? 'expands' : 'leaves collapsed'} Guides and the page hydrates cleanly`, async ({ page, request }) => {
    // The server's HTML, before any script runs.
    const html = await (await request.get(route)).text();
    const guides = html.match(/<li class="([^"]*dk-sidebar-category[^"]*)"><div class="dk-sidebar-category-row"><button[^>]*>Guides</)?.[1];
    expect(guides, 'the Guides category in the server HTML').toBeDefined();
    expect(guides?.includes('dk-sidebar-collapsed'), `Guides collapsed on ${route}`).toBe(!guidesOpen);
    const active = 'href="/guide/guides/setup-widget" class="dk-sidebar-link dk-sidebar-link-active" aria-current="page"';
    expect(html.includes(active), 'the page inside Guides is listed as the current one').toBe(guidesOpen);

    const problems = problemsOf(page);
    await open(page, route);
    const nav = page.locator('aside.dk-doc-sidebar nav.dk-sidebar');
    await expect(nav.getByRole('button', { name: 'Guides' })).toHaveAttribute('aria-expanded', String(guidesOpen));
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', route);
    expect(problems()).toEqual([]);
  });
}
