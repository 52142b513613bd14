// HTML elements that hold a component: the theme renders them as "el" nodes
// with their class and style, on the server and in the browser alike, so the
// page hydrates without a mismatch; in a table, rows and cells are elements of
// their own, so the browser's parser has nothing to move out of the table.
// The page's MDX <head> sets its document title, after a full load and after
// a client-side navigation alike.
import { expect, test } from '@playwright/test';
import { open, problemsOf } from './support';

const PAGE = '/docs/tutorial/elements';
/** The <title> of the page's MDX <head>, shown as written. */
const HEAD_TITLE = 'HTML 요소와 컴포넌트 | docskit 예제';

test('elements around components keep their class and style and hydrate cleanly', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, PAGE);
  await expect(page).toHaveTitle(HEAD_TITLE);
  const frame = page.locator('article.dk-doc div.quiz-frame');
  await expect(frame).toHaveAttribute('style', 'border-left:4px solid #2e7d32;padding-left:16px');
  const styled = async () => {
    await expect(frame).toHaveCSS('padding-left', '16px');
    await expect(frame).toHaveCSS('border-left-width', '4px');
    await expect(frame).toHaveCSS('border-left-color', 'rgb(46, 125, 50)');
  };
  await styled();
  const served = await frame.evaluate((el) => el.innerHTML);

  // The quiz inside the element works once hydrated.
  const inFrame = frame.locator('section.quiz');
  await inFrame.getByRole('button', { name: '정답 보기' }).click();
  await expect(inFrame.getByText('정답: 테마')).toBeVisible();

  // The table is the one the server wrote: the quiz sits in its cell.
  const cell = page.locator('table.quiz-table > tbody > tr > td').nth(1);
  await expect(cell.locator('section.quiz')).toHaveCount(1);
  await cell.getByRole('button', { name: '정답 보기' }).click();
  await expect(cell.getByText('정답: el 노드')).toBeVisible();
  expect(await page.locator('table.quiz-table > div, table.quiz-table tr > div').count(), 'no run outside the cells').toBe(0);
  expect(problems(), 'no hydration mismatch or other console problem').toEqual([]);

  // Rendered in the browser from the page data, the element is the same (the
  // browser writes a style it sets as "padding-left: 16px;", hence the CSS).
  await page.locator('a.dk-sidebar-link[href="/docs/tutorial/intro"]').click();
  await expect(page).toHaveURL('/docs/tutorial/intro');
  await expect(page).not.toHaveTitle(HEAD_TITLE);
  await page.locator(`a.dk-sidebar-link[href="${PAGE}"]`).click();
  await expect(page).toHaveURL(PAGE);
  await expect(page).toHaveTitle(HEAD_TITLE);
  await styled();
  expect(await frame.evaluate((el) => el.innerHTML)).toBe(served);
  expect(problems()).toEqual([]);
});
