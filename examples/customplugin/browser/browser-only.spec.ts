// <TimeZone> uses @docusaurus/BrowserOnly, as a Docusaurus site's component
// would: the server writes the fallback, the page hydrates without a mismatch,
// and the browser's own content replaces the fallback right after; a page
// reached by a client-side navigation shows it at once.
import { expect, test } from '@playwright/test';
import { open, problemsOf } from './support';

const PAGE = '/docs/tutorial/components';
const ZONE = 'p.quiz-timezone';
const FALLBACK = '시간대를 확인하는 중…';
const SHOWN = '이 브라우저의 시간대는 Asia/Seoul입니다.';

test.use({ timezoneId: 'Asia/Seoul' });

test('BrowserOnly renders the fallback on the server and its content after hydration', async ({ page, request }) => {
  const served = await (await request.get(PAGE)).text();
  expect(served).toContain(`<p class="quiz-timezone"><span>${FALLBACK}</span></p>`);
  expect(served).not.toContain('Asia/Seoul');

  const problems = problemsOf(page);
  await open(page, PAGE);
  await expect(page.locator(ZONE)).toHaveText(SHOWN);
  expect(problems(), 'no hydration mismatch or other console problem').toEqual([]);

  // Another page, then back to this one on the client: the content is there.
  await page.locator('a.dk-sidebar-link[href="/docs/tutorial/intro"]').click();
  await expect(page).toHaveURL('/docs/tutorial/intro');
  await expect(page.locator(ZONE)).toHaveCount(0);
  await page.locator(`a.dk-sidebar-link[href="${PAGE}"]`).click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.locator(ZONE)).toHaveText(SHOWN);
  expect(problems()).toEqual([]);
});
