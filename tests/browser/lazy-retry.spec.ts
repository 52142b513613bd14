// A lazy component whose chunk fails to load shows the error and a 다시 시도 (Retry)
// button; Retry imports the chunk again and shows the component.
import { expect, test } from '@playwright/test';
import { collectProblems, open } from './support';
import { addDetails, DETAILS_SUMMARY, DETAILS_TEXT, routeLazyChunks } from './navigation-support';

// A route handler still running when a test ends must not fail it.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test('a failed chunk shows the error with Retry, and Retry loads it', async ({ page }) => {
  const problems = collectProblems(page);
  await addDetails(page, '/docs/guide/intro');
  let fail = true;
  const lazy = await routeLazyChunks(page, (r) => (fail ? r.abort() : r.fallback()), '/docs/guide/intro');
  await open(page, '/docs/guide/intro');

  const error = page.locator('article.dk-doc .dk-lazy-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('이 부분을 불러오지 못했습니다.');
  await expect(error.locator('.dk-lazy-error-message')).toContainText(/dynamically imported module|import/i);
  await expect(page.locator('article.dk-doc details.dk-details')).toHaveCount(0);
  const retry = error.getByRole('button', { name: '다시 시도' });
  await expect(retry).toBeVisible();
  const failedTries = lazy.length;
  expect(failedTries).toBeGreaterThan(0);

  fail = false;
  await retry.click();
  const details = page.locator('article.dk-doc details.dk-details');
  await expect(details.locator('summary')).toHaveText(DETAILS_SUMMARY);
  await expect(error).toHaveCount(0);
  expect(lazy.length, 'Retry requested the chunk again').toBeGreaterThan(failedTries);
  await details.locator('summary').click();
  await expect(details.getByText(DETAILS_TEXT)).toBeVisible();

  // Only the aborted requests themselves may be reported; no React or hydration error.
  expect(problems.filter((p) => !/ERR_FAILED|Failed to load resource|dynamically imported module/.test(p))).toEqual([]);
});
