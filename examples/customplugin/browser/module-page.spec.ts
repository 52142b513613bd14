// A page that imports a component of the site and computes values with
// expressions is a JavaScript module: rendered on the server, hydrated once
// its chunk has loaded, and shown after a client-side navigation with the
// chunk and its stylesheet loaded first.
import { expect, test } from '@playwright/test';
import { open, problemsOf } from './support';

const STEPPER = 'article.dk-doc div:has(> button:text("3씩 늘리기"))';

test('a module page is rendered on the server and hydrates', async ({ page }) => {
  const problems = problemsOf(page);
  await page.route('**/assets/page*.js', async (route) => {
    // Hold the page's module back: the server's HTML shows meanwhile.
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await page.goto('/docs/tutorial/modules');
  await expect(page.locator('h2#시작-값은-base')).toHaveText(/시작 값은 10/);
  await expect(page.locator('article.dk-doc mark')).toHaveText('3회');
  await expect(page.locator(STEPPER)).toContainText('현재 값: 10');
  await open(page, '/docs/tutorial/modules');
  await page.locator(STEPPER).getByRole('button').click();
  await page.locator(STEPPER).getByRole('button').click();
  await expect(page.locator(STEPPER)).toContainText('현재 값: 16');
  const weight = await page.locator(`${STEPPER} span`).first().evaluate((e) => getComputedStyle(e).fontWeight);
  expect(weight, "the component's CSS module is applied").toBe('700');
  expect(problems()).toEqual([]);
});

test('a module page shows after a client-side navigation', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/docs/tutorial/intro');
  const marker = await page.evaluate(() => ((window as Window & { __moduleMarker?: number }).__moduleMarker = Date.now()));
  await page.locator('article.dk-doc a[href="/docs/tutorial/modules"]').click();
  await expect(page).toHaveURL('/docs/tutorial/modules');
  await expect(page.locator('h2#시작-값은-base')).toHaveText(/시작 값은 10/);
  await page.locator(STEPPER).getByRole('button').click();
  await expect(page.locator(STEPPER)).toContainText('현재 값: 13');
  const weight = await page.locator(`${STEPPER} span`).first().evaluate((e) => getComputedStyle(e).fontWeight);
  expect(weight, "the component's CSS module is loaded with the page").toBe('700');
  expect(await page.evaluate(() => (window as Window & { __moduleMarker?: number }).__moduleMarker), 'no full page load').toBe(marker);
  expect(problems()).toEqual([]);
});
