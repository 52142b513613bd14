// An unknown path shows the Korean not-found page with HTTP status 404.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, open, watchFullLoads } from './support';

test.describe.configure({ mode: 'parallel' });

const HEADING = '페이지를 찾을 수 없습니다.';
const SENTENCES = ['원하는 페이지를 찾을 수 없습니다.', '사이트 관리자에게 링크가 깨진 것을 알려주세요.'];

async function expectNotFoundPage(page: Page): Promise<void> {
  const main = page.locator('main.dk-notfound');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(main.locator('h1')).toHaveText(HEADING);
  for (const s of SENTENCES) await expect(main.getByText(s, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${HEADING} | 누리 개발자 문서`);
}

/** Chromium reports the 404 document itself as a failed resource; anything else is a problem. */
function unexpected(problems: readonly string[], path: string): string[] {
  return problems.filter((p) => !(p.includes('status of 404') && new URL(p.slice(p.lastIndexOf('(') + 1, -1)).pathname === path));
}

for (const path of ['/docs/guide/does-not-exist', '/no/such/page', '/docs/guide/intro/extra']) {
  test(`unknown path ${path} shows the not-found page with status 404`, async ({ page }) => {
    const problems = collectProblems(page);
    await open(page, path, 404);
    await expectNotFoundPage(page);
    // The URL stays what the visitor typed: no redirect to /404.
    expect(new URL(page.url()).pathname).toBe(path);
    expect(unexpected(problems, path)).toEqual([]);
  });
}

test('the /404 route itself is served with status 200', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/404', 200);
  await expectNotFoundPage(page);
  expect(problems).toEqual([]);
});

test('a broken internal link ends at the not-found page with status 404', async ({ page }) => {
  const target = '/docs/guide/no-such-doc';
  await open(page, '/docs/guide/intro');
  await page.evaluate((href) => {
    const a = document.createElement('a');
    a.href = href;
    a.id = 'broken-link';
    a.textContent = '깨진 링크';
    document.querySelector('article.dk-doc .dk-markdown')?.append(a);
  }, target);
  const loads = await watchFullLoads(page);
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === target && r.request().isNavigationRequest());
  await page.locator('#broken-link').click();
  expect((await response).status()).toBe(404);
  await expect(page).toHaveURL(target);
  await expectNotFoundPage(page);
  expect(loads.documents.length, 'one full load of the broken link').toBe(1);
});
