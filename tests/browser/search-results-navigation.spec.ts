// Search results: a Korean query finds its page with the matched words
// marked, ↑/↓ move the active result (wrapping), Enter or a click follows it
// with a client-side navigation to the section's anchor, an identifier finds
// its API section, and a query with no hits says so.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, open, watchFullLoads } from './support';
import { absolute, anchorTarget, dialog, field, openSearch, RESULT, resultHrefs, search } from './search-support';

test.describe.configure({ mode: 'parallel' });

const PUSH_TOKEN = '/docs/guide/push/push-token';

/** The position of the active result, checked against the field's aria-activedescendant. */
async function activeIndex(page: Page): Promise<number> {
  const results = page.locator(RESULT);
  const selected = await results.evaluateAll((as) => as.flatMap((a, i) => (a.getAttribute('aria-selected') === 'true' ? [i] : [])));
  expect(selected, 'exactly one result is selected').toHaveLength(1);
  const id = await results.nth(selected[0]).getAttribute('id');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', id ?? '');
  return selected[0];
}

/** The first result that links to a section anchor (route#anchor), with its position. */
async function firstAnchored(page: Page): Promise<{ index: number; href: string }> {
  const hrefs = await resultHrefs(page);
  const index = hrefs.findIndex((h) => h.includes('#'));
  expect(index, `a result with an anchor among ${hrefs.join(', ')}`).toBeGreaterThanOrEqual(0);
  return { index, href: hrefs[index] };
}

/** After following a result: the URL, the closed dialog, the section heading on screen, no full load. */
async function expectArrived(page: Page, href: string, noFullLoad: () => Promise<void>): Promise<void> {
  await expect(page).toHaveURL(absolute(page, href));
  await expect(dialog(page)).toHaveCount(0);
  const heading = anchorTarget(page, href);
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeInViewport();
  await noFullLoad();
}

test('a Korean query shows its page first, with the matched words marked', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/intro');
  await openSearch(page);
  await search(page, '푸시 토큰 발급', 'type');

  const hrefs = await resultHrefs(page);
  expect(hrefs.length).toBeGreaterThan(1);
  expect(hrefs[0].split('#')[0]).toBe(PUSH_TOKEN);
  const first = page.locator(RESULT).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first.locator('.dk-search-result-title')).toContainText('푸시 토큰 발급');
  const marked = await first.locator('mark').allTextContents();
  for (const word of ['푸시', '토큰', '발급']) expect(marked, `"${word}" marked in the first result`).toContain(word);
  // The context line is a piece of the section's text, with the words marked too.
  await expect(first.locator('.dk-search-result-context mark').first()).toBeVisible();
  // Every result shown has at least one marked match.
  for (const r of await page.locator(RESULT).all()) await expect(r.locator('mark').first()).toBeAttached();
  expect(problems).toEqual([]);
});

test('ArrowDown and ArrowUp move the active result and wrap around', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  await openSearch(page);
  await search(page, '토큰');
  const count = await page.locator(RESULT).count();
  expect(count).toBeGreaterThan(2);

  expect(await activeIndex(page)).toBe(0);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(RESULT).nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(await activeIndex(page)).toBe(1);
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(RESULT).nth(0)).toHaveAttribute('aria-selected', 'true');
  expect(await activeIndex(page)).toBe(0);
  // Up from the first goes to the last, down from the last to the first.
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(RESULT).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  expect(await activeIndex(page)).toBe(count - 1);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(RESULT).nth(0)).toHaveAttribute('aria-selected', 'true');
  expect(await activeIndex(page)).toBe(0);
  // The caret stays in the field.
  await expect(field(page)).toBeFocused();
});

test('Enter follows the active result client-side to its section', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/intro');
  const loads = await watchFullLoads(page);
  await openSearch(page);
  await search(page, '푸시 토큰 발급');
  const { index, href } = await firstAnchored(page);
  expect(href.split('#')[0]).toBe(PUSH_TOKEN);
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(page.locator(RESULT).nth(index)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expectArrived(page, href, loads.expectNoFullLoad);
  await expect(page.locator('article h1')).toHaveText('푸시 토큰 발급');
  expect(problems).toEqual([]);
});

test('a click on a result follows it client-side to its section', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  const loads = await watchFullLoads(page);
  await openSearch(page);
  await search(page, 'getToken');
  const hrefs = await resultHrefs(page);
  // A result further down than the first, to show the click (not the active result) decides.
  const index = hrefs.findIndex((h, i) => i > 0 && h.includes('#'));
  expect(index, `a second result with an anchor among ${hrefs.join(', ')}`).toBeGreaterThan(0);
  await page.locator(RESULT).nth(index).click();
  await expectArrived(page, hrefs[index], loads.expectNoFullLoad);
});

test('an identifier finds its API section: getToken lists push#gettoken', async ({ page }) => {
  await open(page, '/');
  await openSearch(page);
  await search(page, 'getToken');
  const hrefs = await resultHrefs(page);
  expect(hrefs).toContain('/docs/sdk/namespaces/push#gettoken');
  const result = page.locator(`${RESULT}[href="/docs/sdk/namespaces/push#gettoken"]`);
  await expect(result.locator('.dk-search-result-title')).toContainText('push 네임스페이스');
  await expect(result.locator('.dk-search-result-title mark')).toHaveText(['getToken']);
});

test('a query without hits says so and lists nothing', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  await openSearch(page);
  await search(page, '쀍뙇 qzxqzvv');
  await expect(page.locator(RESULT)).toHaveCount(0);
  await expect(dialog(page).getByText('‘쀍뙇 qzxqzvv’에 대한 검색 결과가 없습니다.')).toBeVisible();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  // Enter with no results goes nowhere.
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/docs/guide/intro');
});
