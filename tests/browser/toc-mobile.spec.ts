// At mobile widths (≤ 996 px) the table of contents is a collapsible block
// above the content, toggled by "이 페이지에서" and collapsed at first; the
// right-hand TOC is hidden. At 997 px and wider it is the other way round.
// Both are in the server-rendered page and switched by CSS, so hydration is clean.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });

const ROUTE = '/docs/api/push/v2/endpoints';
const toggle = (page: Page) => page.getByRole('button', { name: '이 페이지에서', exact: true });

async function tocHrefs(page: Page): Promise<string[]> {
  const res = await page.request.get(`/_data${ROUTE}.json`);
  const data = (await res.json()) as { toc: { id: string }[] };
  return data.toc.map((t) => `#${t.id}`);
}

test.describe('at 996 px (mobile)', () => {
  test.use({ viewport: { width: 996, height: 800 } });

  test('the toggle starts collapsed and expands to the page headings; the desktop TOC is hidden', async ({ page }) => {
    const problems = collectProblems(page);
    await open(page, ROUTE);
    const hrefs = await tocHrefs(page);

    await expect(page.locator('.dk-doc-toc')).toBeHidden();
    const button = toggle(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const links = page.locator('.dk-toc-mobile a.dk-toc-link');
    await expect(links.filter({ visible: true })).toHaveCount(0);
    // It sits above the content: before the page title.
    const order = await page.evaluate(() => {
      const t = document.querySelector('.dk-toc-mobile');
      const h1 = document.querySelector('article.dk-doc h1');
      return t && h1 ? t.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order, 'the mobile TOC comes before the h1').toBeTruthy();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(links).toHaveCount(hrefs.length);
    for (let i = 0; i < hrefs.length; i++) {
      await expect(links.nth(i)).toBeVisible();
      await expect(links.nth(i)).toHaveAttribute('href', hrefs[i]);
    }
    const controls = await button.getAttribute('aria-controls');
    expect(controls, 'aria-controls names the list').toBeTruthy();
    await expect(page.locator(`[id="${controls}"]`)).toBeVisible();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(links.filter({ visible: true })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a link of the expanded list goes to its heading', async ({ page }) => {
    const problems = collectProblems(page);
    await open(page, ROUTE);
    const hrefs = await tocHrefs(page);
    await toggle(page).click();
    await page.locator(`.dk-toc-mobile a.dk-toc-link[href="${hrefs[1]}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${encodeURIComponent(hrefs[1].slice(1))}$`));
    const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, decodeURIComponent(hrefs[1].slice(1)));
    expect(top, 'the heading is at the top of the viewport, below the navbar').toBeLessThan(120);
    expect(problems).toEqual([]);
  });

  test('the next page starts collapsed again after a client-side navigation', async ({ page }) => {
    const problems = collectProblems(page);
    await open(page, '/docs/api/push/v1/endpoints');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.locator('nav.dk-pagination a.dk-pagination-next').click();
    await expect(page).toHaveURL(ROUTE);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(problems).toEqual([]);
  });
});

test.describe('at 997 px (desktop)', () => {
  test.use({ viewport: { width: 997, height: 800 } });

  test('the right-hand TOC is shown and the toggle is hidden', async ({ page }) => {
    const problems = collectProblems(page);
    await open(page, ROUTE);
    const hrefs = await tocHrefs(page);
    await expect(toggle(page)).toBeHidden();
    await expect(page.locator('.dk-toc-mobile')).toBeHidden();
    const links = page.locator('.dk-doc-toc nav.dk-toc a.dk-toc-link');
    await expect(links).toHaveCount(hrefs.length);
    for (let i = 0; i < hrefs.length; i++) {
      await expect(links.nth(i)).toBeVisible();
      await expect(links.nth(i)).toHaveAttribute('href', hrefs[i]);
    }
    expect(problems).toEqual([]);
  });
});
