// The sidebar kinds a Docusaurus sidebars file gives, as the reader sees
// them: an external link, an html item, a category that cannot collapse,
// one that starts open, a category that is a link with a caret beside it,
// and a category's generated index page.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, open } from '../../../tests/browser/support';

const SIDEBAR = 'aside.dk-doc-sidebar nav.dk-sidebar';

/** The sidebar's top-level item whose row says label. */
function category(page: Page, label: string) {
  return page.locator(`${SIDEBAR} > ul > li.dk-sidebar-category`).filter({ has: page.locator(':scope > .dk-sidebar-category-row', { hasText: label }) });
}

/** The console problems, except the browser's own request for the icon the example has not. */
function problemsOf(page: Page): () => string[] {
  const all = collectProblems(page);
  return () => all.filter((p) => !p.includes('/favicon.ico'));
}

test('an external link is marked and opens in a new tab; an html item is the site\'s HTML', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/docs/intro');
  const external = page.locator(`${SIDEBAR} a[href="https://docusaurus.io/docs/sidebar/items"]`);
  await expect(external).toHaveText('Docusaurus 사이드바 문서');
  await expect(external).toHaveClass(/dk-sidebar-link-external/);
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', /noopener/);
  await expect(external.locator('svg.dk-sidebar-external-icon')).toBeVisible();
  await expect(external.locator('xpath=..')).toHaveClass(/\bexternal-docs\b/);
  const internal = page.locator(`${SIDEBAR} a[href="/docs/intro"]`).last();
  await expect(internal).toHaveText('처음으로');
  await expect(internal).not.toHaveClass(/dk-sidebar-link-external/);

  const html = page.locator(`${SIDEBAR} li.dk-sidebar-html`);
  await expect(html).toHaveCount(1);
  await expect(html).toHaveClass(/dk-sidebar-html-default/);
  await expect(html).toHaveClass(/\bmore-heading\b/);
  await expect(html.locator('span.sidebar-heading')).toHaveText('더 보기');
  expect(problems()).toEqual([]);
});

test('a category that cannot collapse is open with no toggle; collapsed: false starts open', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/docs/intro');
  const fixed = category(page, '자주 찾는 글');
  await expect(fixed).toHaveClass(/dk-sidebar-category-fixed/);
  await expect(fixed.locator('a[href="/docs/extras/faq"]')).toBeVisible();
  await expect(fixed.locator('a[href="/docs/reference/cli"]')).toHaveText('CLI');
  await expect(fixed.locator(':scope > .dk-sidebar-category-row button')).toHaveCount(0);
  await fixed.locator('.dk-sidebar-category-title').click();
  await expect(fixed.locator('a[href="/docs/extras/faq"]'), 'a click on its title does not close it').toBeVisible();

  const open_ = category(page, '변경 기록');
  await expect(open_.locator('a[href="/docs/extras/changelog"]'), 'collapsed: false').toBeVisible();

  // Its page says when and by whom it last changed (last_update front matter),
  // the date in UTC so that the server's HTML and the browser's agree.
  await open_.locator('a[href="/docs/extras/changelog"]').click();
  await expect(page).toHaveURL('/docs/extras/changelog');
  await expect(page.locator('.dk-doc-last-update time')).toHaveAttribute('datetime', '2025-03-14T00:00:00.000Z');
  await expect(page.locator('.dk-doc-last-update')).toHaveText('최종 수정: 2025년 3월 14일 · 김누리');
  await open(page, '/docs/extras/changelog');
  await expect(page.locator('.dk-doc-last-update')).toHaveText('최종 수정: 2025년 3월 14일 · 김누리');
  const shut = category(page, '가이드');
  await expect(shut.locator('a[href="/docs/guides/install"]'), 'the default is collapsed').toHaveCount(0);
  expect(problems()).toEqual([]);
});

test('a category linked to a doc: the label goes to the doc, the caret opens and closes', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/docs/intro');
  const reference = category(page, '레퍼런스');
  await expect(reference).toHaveClass(/\breference-category\b/);
  const caret = reference.locator(':scope > .dk-sidebar-category-row button.dk-sidebar-caret');
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  await expect(reference.locator('a[href="/docs/reference/api"]')).toHaveCount(0);

  await caret.click();
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  await expect(reference.locator('a[href="/docs/reference/api"]')).toBeVisible();
  await expect(page, 'the caret does not navigate').toHaveURL('/docs/intro');
  await caret.click();
  await expect(reference.locator('a[href="/docs/reference/api"]')).toHaveCount(0);

  await reference.locator(':scope > .dk-sidebar-category-row a.dk-sidebar-link').click();
  await expect(page).toHaveURL('/docs/reference');
  await expect(page.locator('article.dk-doc h1')).toHaveText('레퍼런스 개요');
  await expect(reference.locator(':scope > .dk-sidebar-category-row a')).toHaveAttribute('aria-current', 'page');
  await expect(reference.locator('a[href="/docs/reference/api"]'), 'its own page opens it').toBeVisible();
  expect(problems()).toEqual([]);
});

test('a generated index lists its category as cards, in the reading order', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/docs/intro');
  await category(page, '가이드').locator(':scope > .dk-sidebar-category-row a').click();
  await expect(page).toHaveURL('/docs/category/가이드');
  const article = page.locator('article.dk-doc');
  await expect(article.locator('h1')).toHaveText('가이드');
  await expect(article.locator('.dk-generated-index-description')).toHaveText('설치부터 배포까지 차례로 따라 하는 가이드입니다.');
  const cards = article.locator('.dk-doc-card-list a.dk-doc-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAttribute('href', '/docs/guides/install');
  await expect(cards.nth(0)).toContainText('설치하기');
  await expect(cards.nth(0)).toContainText('예제를 빌드하는 데 필요한 도구를 설치합니다.');
  await expect(cards.nth(2)).toContainText('배포');
  await expect(article.locator('.dk-breadcrumb-active')).toHaveText('가이드');
  await expect(page.locator('.dk-pagination a[href="/docs/intro"]')).toBeVisible();
  await expect(page.locator('.dk-pagination a[href="/docs/guides/install"]')).toBeVisible();

  // The same page loaded in full hydrates without a mismatch, and a doc's
  // previous page is the index.
  await open(page, '/docs/category/가이드');
  await expect(article.locator('a.dk-doc-card')).toHaveCount(3);
  await open(page, '/docs/guides/install');
  await expect(page.locator('.dk-pagination a[href="/docs/category/가이드"]')).toContainText('가이드');
  await expect(page.locator('a.dk-doc-edit-link')).toHaveAttribute('href', 'https://github.com/example/docskit/edit/main/examples/sidebars/docs/guides/01-install.mdx');
  expect(problems()).toEqual([]);
});
