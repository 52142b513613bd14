// The search index loads only when search is first opened, and a first query
// downloads the manifest and a few of the term files, not all of them. A
// failed download shows an error with "다시 시도", and trying again works.
import { expect, test, type Page } from '@playwright/test';
import { open, SIDEBAR_LINK } from './support';
import { dialog, field, openSearch, RESULT, search, SEARCH_BUTTON } from './search-support';

test.describe.configure({ mode: 'parallel' });

const MANIFEST = '/search/index.json';

/** Paths of the search index files the page requests from now on. */
function watchIndexRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/search/') || path.startsWith('/assets/search/')) paths.push(path);
  });
  return paths;
}

test('nothing of the index loads before search opens; a first query loads the manifest and a few term files', async ({ page }) => {
  const requests = watchIndexRequests(page);
  await open(page, '/docs/guide/intro');
  // A client-side navigation, and the pointer and focus on the search button (they load the dialog's code).
  await page.locator(`${SIDEBAR_LINK}[href="/docs/guide/app-source"]`).click();
  await expect(page).toHaveURL('/docs/guide/app-source');
  await page.locator(SEARCH_BUTTON).hover();
  await page.locator(SEARCH_BUTTON).focus();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(requests, 'index requests before search opens').toEqual([]);

  await openSearch(page);
  await search(page, '토큰');
  await expect(page.locator(RESULT).first()).toBeVisible();

  const manifest = (await (await page.request.get(MANIFEST)).json()) as { dir: string; buckets: number; pageSections: number[]; textSections: number };
  expect(manifest.buckets).toBeGreaterThan(1);
  const inDir = (kind: RegExp) => requests.filter((p) => p.startsWith(`/${manifest.dir}/`) && kind.test(p.slice(manifest.dir.length + 2)));
  const terms = inDir(/^[tn]/);
  const texts = inDir(/^x/);
  const sections = manifest.pageSections.reduce((a, b) => a + b, 0);
  expect(requests.filter((p) => p === MANIFEST), 'the manifest, once').toHaveLength(1);
  expect(terms.length, 'term files fetched').toBeGreaterThan(0);
  expect(terms.length, `term files fetched (${terms.join(', ')}) of ${manifest.buckets}`).toBeLessThan(manifest.buckets / 2);
  // Only files of the manifest's folder, each once.
  for (const p of requests) if (p !== MANIFEST) expect(p.startsWith(`/${manifest.dir}/`), p).toBe(true);
  expect(new Set(requests).size, 'no file fetched twice').toBe(requests.length);
  expect(texts.length, 'text shards fetched').toBeLessThan(Math.ceil(sections / manifest.textSections));

  // Closing and reopening does not fetch the manifest again.
  await page.keyboard.press('Escape');
  await openSearch(page);
  await expect(field(page)).toHaveValue('토큰');
  await expect(page.locator(RESULT).first()).toBeVisible();
  expect(requests.filter((p) => p === MANIFEST)).toHaveLength(1);
});

test('a failed index download shows an error with "다시 시도", and trying again works', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  let blocked = true;
  let attempts = 0;
  await page.route(`**${MANIFEST}`, (r) => {
    attempts++;
    return blocked ? r.abort() : r.fallback();
  });
  await openSearch(page);
  const alert = dialog(page).getByRole('alert');
  await expect(alert).toContainText('검색 색인을 불러오지 못했습니다.');
  const retry = alert.getByRole('button', { name: '다시 시도' });
  await expect(retry).toBeVisible();
  await expect(dialog(page).getByText('검색 색인을 불러오는 중…')).toHaveCount(0);
  expect(attempts).toBe(1);

  blocked = false;
  await retry.click();
  await expect(alert).toHaveCount(0);
  await expect.poll(() => attempts).toBe(2);
  await field(page).focus();
  await search(page, '푸시 토큰 발급');
  await expect(page.locator(RESULT).first()).toHaveAttribute('href', /^\/docs\/guide\/push\/push-token/);
});
