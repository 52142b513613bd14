// <Quiz>, the MDX component the example's quiz plugin registers from Go: the
// server renders it into the page, the browser hydrates it without a mismatch,
// and its button works once the page is interactive.
import { expect, test } from '@playwright/test';
import { open, problemsOf, QUIZ } from './support';

test('a site component hydrates and reacts', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/docs/tutorial/components');
  const quizzes = page.locator(QUIZ);
  await expect(quizzes).toHaveCount(2);
  const [first, second] = [quizzes.nth(0), quizzes.nth(1)];
  await expect(first.locator('.quiz-answer')).toBeHidden();

  await first.getByRole('button', { name: '정답 보기' }).click();
  await expect(first.getByText('정답: Resolve')).toBeVisible();
  await expect(first.locator('.quiz-toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(first.locator('.quiz-toggle')).toHaveText('정답 숨기기');
  // Each quiz has its own state and its own ids (nodeId).
  await expect(second.locator('.quiz-answer')).toBeHidden();
  const controls = await first.locator('.quiz-toggle').getAttribute('aria-controls');
  expect(controls).not.toBe(await second.locator('.quiz-toggle').getAttribute('aria-controls'));
  await expect(page.locator(`#${controls}`)).toHaveText('정답: Resolve');

  await first.getByRole('button', { name: '정답 숨기기' }).click();
  await expect(first.locator('.quiz-answer')).toBeHidden();
  expect(problems(), 'no hydration mismatch or other console problem').toEqual([]);
});
