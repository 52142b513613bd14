// A page reached by client navigation looks the same after a full load of its URL,
// and the .html / index.html forms of a URL redirect (301) to the clean URL.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, expectDocAt, open, routeTitle, SIDEBAR_LINK, waitForHydration } from './support';

test.describe.configure({ mode: 'parallel' });

interface Snapshot {
  readonly title: string;
  readonly h1: string;
  readonly text: string;
  /** Every element under #__docskit as tag, id, class, href and ARIA state: the structure without text. */
  readonly elements: readonly string[];
}

async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const root = document.getElementById('__docskit');
    if (!root) throw new Error('no #__docskit');
    const attrs = ['id', 'class', 'href', 'aria-current', 'aria-expanded', 'aria-label', 'aria-selected', 'hidden'];
    const elements = [...root.querySelectorAll('*')]
      // React emits <link rel=preload> hints inside the root only when rendering on the server.
      .filter((el) => el.tagName !== 'LINK')
      .map((el) => [el.tagName.toLowerCase(), ...attrs.map((a) => (el.hasAttribute(a) ? `${a}=${el.getAttribute(a)}` : ''))].filter(Boolean).join(' '));
    return {
      title: document.title,
      h1: document.querySelector('h1')?.textContent ?? '',
      text: root.innerText,
      elements,
    };
  });
}

const cases = [
  { name: 'sidebar link to a category page', from: '/docs/guide/intro', link: `${SIDEBAR_LINK}[href="/docs/guide/push"]`, to: '/docs/guide/push' },
  {
    name: 'Markdown link to a page with a code block',
    from: '/docs/api/intro',
    link: 'article.dk-doc .dk-markdown a[href="/docs/api/push/v2/endpoints"]',
    to: '/docs/api/push/v2/endpoints',
  },
  {
    name: 'Markdown link into another sidebar',
    from: '/docs/api/intro',
    link: 'article.dk-doc .dk-markdown a[href="/docs/guide/webhook/overview"]',
    to: '/docs/guide/webhook/overview',
  },
] as const;

for (const c of cases) {
  test(`full load after client navigation gives the same page: ${c.name}`, async ({ page, request }) => {
    const title = await routeTitle(request, c.to);
    const problems = collectProblems(page);
    await open(page, c.from);
    await page.locator(c.link).first().click();
    await expectDocAt(page, c.to, title);
    await waitForHydration(page);
    const viaClient = await snapshot(page);

    const res = await page.reload();
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    await expectDocAt(page, c.to, title);
    const viaServer = await snapshot(page);

    expect(viaClient.h1).toBe(title);
    expect(viaClient.elements.length, 'a real page was captured').toBeGreaterThan(50);
    expect(viaServer).toEqual(viaClient);
    expect(problems).toEqual([]);
  });
}

const redirects = [
  { from: '/docs/guide/intro.html', to: '/docs/guide/intro' },
  { from: '/docs/guide/push/index.html', to: '/docs/guide/push' },
] as const;

for (const r of redirects) {
  test(`${r.from} redirects 301 to ${r.to}`, async ({ request }) => {
    const res = await request.get(r.from, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    const location = res.headers()['location'];
    expect(location, 'Location header').toBeTruthy();
    expect(new URL(location, res.url()).pathname).toBe(r.to);
  });

  test(`${r.from} ends at ${r.to} in the browser`, async ({ page, request }) => {
    const title = await routeTitle(request, r.to);
    const problems = collectProblems(page);
    const res = await page.goto(r.from);
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    await expectDocAt(page, r.to, title);
    expect(problems).toEqual([]);
  });
}

test('after opening another sidebar category, a client navigation expands the current page’s category as a full load does', async ({ page, request }) => {
  const to = '/docs/guide/push/local-push';
  const title = await routeTitle(request, to);
  const current = page.locator(`${SIDEBAR_LINK}[aria-current="page"]`);
  const pushCaret = page.locator('nav.dk-sidebar button.dk-sidebar-caret[aria-label*="푸시 알림"]');
  await open(page, '/docs/guide/sandbox');
  // Open "딥 링크": with autoCollapseCategories the other categories are closed.
  await page.locator('nav.dk-sidebar button.dk-sidebar-caret[aria-label*="딥 링크"]').click();
  await expect(page.locator(`${SIDEBAR_LINK}[href="/docs/guide/deep-link/intro"]`)).toBeVisible();

  await page.locator(`a.dk-pagination-prev[href="${to}"]`).click();
  await expectDocAt(page, to, title);
  await expect(current, 'current page link in the sidebar (client navigation)').toHaveAttribute('href', to);
  await expect(current).toBeVisible();
  await expect(pushCaret).toHaveAttribute('aria-expanded', 'true');

  await page.reload();
  await waitForHydration(page);
  await expect(current, 'current page link in the sidebar (full load)').toHaveAttribute('href', to);
  await expect(current).toBeVisible();
  await expect(pushCaret).toHaveAttribute('aria-expanded', 'true');
});
