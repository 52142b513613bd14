// Previous / next links at the end of each doc page, in a nav labelled
// "문서 페이지", labelled "이전" / "다음" with the target's title; they follow the
// sidebar order across category boundaries and navigate on the client.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, expectDocAt, open, routeTitle, watchFullLoads } from './support';

test.describe.configure({ mode: 'parallel' });

const nav = (page: Page) => page.getByRole('navigation', { name: '문서 페이지', exact: true });

test('next leaves a category for the next one, and previous comes back', async ({ page, request }) => {
  const problems = collectProblems(page);
  const from = '/docs/guide/deep-link/nuri-link';
  const to = '/docs/guide/push';
  await open(page, from);
  const loads = await watchFullLoads(page);

  const next = nav(page).getByRole('link', { name: /^다음/ });
  await expect(next).toHaveAttribute('href', to);
  await expect(next).toHaveAccessibleName('다음 푸시 알림');
  await expect(nav(page).getByRole('link', { name: /^이전/ })).toHaveAttribute('href', '/docs/guide/deep-link/intent-scheme');
  // It comes after the body, at the end of the article.
  const after = await page.evaluate(() => {
    const p = document.querySelector('nav.dk-pagination');
    const md = document.querySelector('article.dk-doc .dk-markdown');
    return !!p && !!md && !!(md.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(after).toBe(true);

  await next.click();
  await expectDocAt(page, to, await routeTitle(request, to));
  const prev = nav(page).getByRole('link', { name: /^이전/ });
  await expect(prev).toHaveAccessibleName('이전 누리 링크');
  await expect(prev).toHaveAttribute('href', from);
  await expect(nav(page).getByRole('link', { name: /^다음/ })).toHaveAttribute('href', '/docs/guide/push/push-token');

  await prev.click();
  await expectDocAt(page, from, await routeTitle(request, from));
  await loads.expectNoFullLoad();
  expect(problems).toEqual([]);
});

test('next goes from the last page of a nested category to the next category index', async ({ page, request }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/sdk/integrations/apple/reference');
  const next = nav(page).getByRole('link', { name: /^다음/ });
  await expect(next).toHaveAttribute('href', '/docs/sdk/integrations/appsflyer');
  await next.click();
  await expectDocAt(page, '/docs/sdk/integrations/appsflyer', await routeTitle(request, '/docs/sdk/integrations/appsflyer'));
  expect(problems).toEqual([]);
});

test('the first page has only next, the last only previous', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/intro');
  await expect(nav(page).getByRole('link')).toHaveCount(1);
  await expect(nav(page).getByRole('link')).toHaveAccessibleName('다음 앱 소스');

  await open(page, '/docs/sdk/integrations/kakao/reference');
  await expect(nav(page).getByRole('link')).toHaveCount(1);
  await expect(nav(page).getByRole('link')).toHaveAccessibleName('이전 연동하기');
  // The previous link stays in the left column; it does not stretch across.
  const box = (await nav(page).getByRole('link').boundingBox())!;
  const navBox = (await nav(page).boundingBox())!;
  expect(box.width).toBeLessThan(navBox.width * 0.6);
  expect(problems).toEqual([]);
});
