// After two client navigations, back and forward restore the right pages without full loads.
import { expect, test } from '@playwright/test';
import { collectProblems, expectDocAt, open, routeTitle, SIDEBAR_LINK, watchFullLoads } from './support';

test('back and forward after two client navigations restore the pages on the client', async ({ page, request }) => {
  const [a, b, c] = ['/docs/guide/intro', '/docs/guide/app-source', '/docs/guide/check-store-id'];
  const titles = new Map<string, string>();
  for (const r of [a, b, c]) titles.set(r, await routeTitle(request, r));
  const at = async (route: string) => {
    await expectDocAt(page, route, titles.get(route) ?? '');
    await expect(page.locator(`${SIDEBAR_LINK}[aria-current="page"]`)).toHaveAttribute('href', route);
    await expect(page).toHaveTitle(`${titles.get(route)} | 누리 개발자 문서`);
  };
  const problems = collectProblems(page);
  await open(page, a);
  const loads = await watchFullLoads(page);

  await page.locator(`${SIDEBAR_LINK}[href="${b}"]`).click();
  await at(b);
  await page.locator(`${SIDEBAR_LINK}[href="${c}"]`).click();
  await at(c);

  await page.goBack();
  await at(b);
  await page.goBack();
  await at(a);
  await page.goForward();
  await at(b);
  await page.goForward();
  await at(c);
  await page.goBack();
  await at(b);

  await loads.expectNoFullLoad();
  expect(problems).toEqual([]);
});
