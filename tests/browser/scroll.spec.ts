// After a client navigation the window scrolls to the #hash target, or to the top without a hash.
import { expect, test, type Page } from '@playwright/test';
import { expectDocAt, open, routeTitle, watchFullLoads } from './support';

test.describe.configure({ mode: 'parallel' });

/** A long page: the release table pushes its "관련 문서" heading far below the fold. */
const LONG = '/docs/releases/v1/app-source/android/intro';
const HEADING_ID = '관련-문서';

/** Adds a link to the current page's Markdown body (no page links to another page's heading). */
async function addLink(page: Page, href: string): Promise<void> {
  await page.evaluate((h) => {
    const p = document.createElement('p');
    const a = document.createElement('a');
    a.href = h;
    a.id = 'test-link';
    a.textContent = '테스트 링크';
    p.append(a);
    document.querySelector('article.dk-doc .dk-markdown')?.prepend(p);
  }, href);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const form of ['percent-encoded', 'raw'] as const) {
  test(`a link with a ${form} #hash scrolls the target heading into view`, async ({ page, request }) => {
    const hash = form === 'raw' ? `#${HEADING_ID}` : `#${encodeURIComponent(HEADING_ID)}`;
    const title = await routeTitle(request, LONG);
    await open(page, '/docs/guide/intro');
    await addLink(page, `${LONG}${hash}`);
    const loads = await watchFullLoads(page);
    await page.locator('#test-link').click();

    await expectDocAt(page, `${LONG}#${encodeURIComponent(HEADING_ID)}`, title);
    const heading = page.locator(`article.dk-doc h2[id="${HEADING_ID}"]`);
    await expect(heading).toBeInViewport();
    await expect.poll(() => scrollY(page), 'the window scrolled down to the heading').toBeGreaterThan(200);
    // Not hidden under the sticky navbar.
    const navbar = await page.locator('nav.dk-navbar').boundingBox();
    const box = await heading.boundingBox();
    expect(navbar).not.toBeNull();
    expect(box).not.toBeNull();
    if (navbar && box) expect(box.y).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
    await loads.expectNoFullLoad();
  });
}

test('a link without a hash shows the next page from the top', async ({ page, request }) => {
  const to = '/docs/releases/v1/sdk/intro';
  const title = await routeTitle(request, to);
  await open(page, LONG);
  const link = page.locator(`article.dk-doc .dk-markdown h2[id="${HEADING_ID}"] + ul a[href="${to}"]`);
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page), 'scrolled down before the click').toBeGreaterThan(200);
  const loads = await watchFullLoads(page);
  await link.click();

  await expectDocAt(page, to, title);
  await expect.poll(() => scrollY(page), 'the window is at the top').toBe(0);
  await expect(page.locator('article.dk-doc h1')).toBeInViewport();
  await loads.expectNoFullLoad();
});
