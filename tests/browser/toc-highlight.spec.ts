// The desktop table of contents highlights the heading the reader is at
// (Docusaurus's rule: the first heading at or below the navbar's bottom edge
// when it is in the top half of the viewport, else the one before it), on
// load, on scroll and after a client-side navigation.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 600 } });

const ACTIVE = '.dk-doc-toc a.dk-toc-link-active';

async function scrollToHeading(page: Page, id: string): Promise<void> {
  await page.evaluate((h) => document.getElementById(h)?.scrollIntoView(), id);
}

async function tocIds(page: Page): Promise<string[]> {
  const hrefs = await page.locator('.dk-doc-toc a.dk-toc-link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => decodeURIComponent(h.slice(1)));
}

test('scrolling to the second heading makes its TOC link the active one', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/api/push/v2/endpoints');
  const ids = await tocIds(page);
  expect(ids.length, 'TOC entries').toBeGreaterThanOrEqual(3);

  await scrollToHeading(page, ids[1]);
  const active = page.locator(ACTIVE);
  await expect(active).toHaveCount(1);
  await expect(active).toHaveAttribute('href', `#${ids[1]}`);
  await expect(active).toHaveAttribute('aria-current', 'true');
  // The other links are not marked.
  await expect(page.locator('.dk-doc-toc a.dk-toc-link[aria-current]')).toHaveCount(1);

  // Back up to the first heading: the highlight follows.
  await scrollToHeading(page, ids[0]);
  await expect(active).toHaveAttribute('href', `#${ids[0]}`);

  // At the very top, the first heading is well below the top half: nothing is active yet.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(active).toHaveCount(0);

  // At the very bottom, the reader is past the last heading's start.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(active).toHaveAttribute('href', `#${ids[ids.length - 1]}`);
  expect(problems).toEqual([]);
});

test('a heading in the lower half of the viewport is not active yet: the section before it is', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/api/push/v2/endpoints');
  const ids = await tocIds(page);
  // Put the second heading at three quarters of the viewport's height.
  await page.evaluate((id) => {
    const h = document.getElementById(id)!;
    window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.75);
  }, ids[1]);
  await expect(page.locator(ACTIVE)).toHaveAttribute('href', `#${ids[0]}`);
  expect(problems).toEqual([]);
});

test('the highlight follows the headings of the new page after a client-side navigation', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/api/push/v1/endpoints');
  await page.locator('nav.dk-pagination a.dk-pagination-next').click();
  await expect(page).toHaveURL('/docs/api/push/v2/endpoints');
  const ids = await tocIds(page);
  await scrollToHeading(page, ids[1]);
  await expect(page.locator(ACTIVE)).toHaveAttribute('href', `#${ids[1]}`);
  expect(problems).toEqual([]);
});

test('clicking a TOC link scrolls to its heading and highlights it', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/api/push/v2/endpoints');
  const ids = await tocIds(page);
  await page.locator(`.dk-doc-toc a.dk-toc-link[href="#${ids[1]}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(ids[1])}$`));
  await expect(page.locator(ACTIVE)).toHaveAttribute('href', `#${ids[1]}`);
  expect(problems).toEqual([]);
});
