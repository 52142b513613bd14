// <Quiz> on a page reached by a client-side navigation: the component's code is
// in the client entry, so the new page renders it without a full load.
import { expect, test } from '@playwright/test';
import { open, problemsOf, QUIZ } from './support';

test('a site component renders after a client-side navigation', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/docs/tutorial/intro');
  const marker = await page.evaluate(() => ((window as Window & { __quizMarker?: number }).__quizMarker = Date.now()));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.locator('article.dk-doc a[href="/docs/tutorial/components"]').click();
  await expect(page).toHaveURL('/docs/tutorial/components');
  const first = page.locator(QUIZ).first();
  await first.getByRole('button', { name: '정답 보기' }).click();
  await expect(first.getByText('정답: Resolve')).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __quizMarker?: number }).__quizMarker), 'no full page load').toBe(marker);
  expect(scripts, 'no script is loaded for the component').toEqual([]);
  expect(problems()).toEqual([]);
});
