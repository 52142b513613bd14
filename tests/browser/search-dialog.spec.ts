// The search dialog opened from the navbar button: focus goes to the query
// field, Esc / the backdrop / "닫기" close it and give focus back to the
// button, Tab stays inside, the page behind does not scroll while it is
// open, reopening shows the last query with its results, and going Back closes it.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, open } from './support';
import { dialog, field, openSearch, RESULT, resultList, search, SEARCH_BUTTON } from './search-support';

test.describe.configure({ mode: 'parallel' });

/** Waits until the page has seen a wheel event and painted a few frames after it. */
async function wheelAndSettle(page: Page, dy: number): Promise<void> {
  await page.evaluate(() => {
    const w = window as Window & { __dkWheel?: Promise<void> };
    w.__dkWheel = new Promise<void>((resolve) => window.addEventListener('wheel', () => resolve(), { once: true, capture: true }));
  });
  await page.mouse.wheel(0, dy);
  await page.evaluate(async () => {
    await (window as Window & { __dkWheel?: Promise<void> }).__dkWheel;
    for (let i = 0; i < 5; i++) await new Promise((r) => requestAnimationFrame(r));
  });
}

test('the navbar button opens the dialog with focus in the field; Esc closes it and focus returns to the button', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/intro');
  const button = page.locator(SEARCH_BUTTON);
  await expect(button).toHaveAccessibleName('검색');
  await expect(dialog(page)).toHaveCount(0);

  await openSearch(page);
  await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
  await expect(field(page)).toHaveAttribute('placeholder', '문서 검색');

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(problems).toEqual([]);
});

test('a click on the backdrop closes the dialog, a click inside it does not', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  await openSearch(page);
  await search(page, '토큰');

  // A click inside the dialog (on its footer) leaves it open.
  await dialog(page).locator('.dk-search-footer').click();
  await expect(dialog(page)).toBeVisible();

  const box = await dialog(page).boundingBox();
  expect(box, 'dialog box').not.toBeNull();
  // The top left corner of the window is backdrop at desktop width.
  expect(box!.x).toBeGreaterThan(20);
  await page.locator('.dk-search-backdrop').click({ position: { x: 10, y: 10 } });
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator(SEARCH_BUTTON)).toBeFocused();
});

test('the "닫기" button closes the dialog', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  await openSearch(page);
  await dialog(page).getByRole('button', { name: '닫기' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator(SEARCH_BUTTON)).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/docs/guide/intro');
});

test('Tab and Shift+Tab keep the focus inside the open dialog', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  await openSearch(page);
  await search(page, '토큰');
  await expect(page.locator(RESULT).first()).toBeVisible();

  const inside = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
  const focused = () => page.evaluate(() => document.activeElement?.className ?? '');
  const seen = new Set<string>();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `focus inside the dialog after Tab ${i + 1}`).toBe(true);
    seen.add(await focused());
  }
  // Going forward it cycles through the field and the close button.
  expect(seen).toContain('dk-search-input');
  expect(seen).toContain('dk-search-close');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), `focus inside the dialog after Shift+Tab ${i + 1}`).toBe(true);
  }
  await expect(dialog(page)).toBeVisible();
});

test('the page behind does not scroll while the dialog is open', async ({ page }) => {
  await open(page, '/docs/guide/push/push-token');
  await page.mouse.move(640, 400);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await openSearch(page);
  await search(page, '토큰');
  // Wheel over the backdrop (the left margin) and over the results list.
  await page.mouse.move(20, 400);
  await wheelAndSettle(page, 800);
  const list = await resultList(page).boundingBox();
  expect(list, 'results list box').not.toBeNull();
  await page.mouse.move(list!.x + list!.width / 2, list!.y + list!.height / 2);
  await wheelAndSettle(page, 3000);
  await page.keyboard.press('PageDown');
  expect(await page.evaluate(() => window.scrollY), 'page scroll while the dialog is open').toBe(0);

  // Closed, the same wheel scrolls the page (the check above can fail).
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('reopening the dialog shows the last query and its results', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  await openSearch(page);
  await search(page, 'getToken');
  const first = await page.locator(RESULT).first().getAttribute('href');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  await openSearch(page);
  await expect(field(page)).toHaveValue('getToken');
  await expect(resultList(page)).toHaveAttribute('data-query', 'getToken');
  await expect(page.locator(RESULT).first()).toHaveAttribute('href', first ?? '');
  // The old query is selected, so typing replaces it.
  await page.keyboard.type('토큰');
  await expect(field(page)).toHaveValue('토큰');
  await expect(resultList(page)).toHaveAttribute('data-query', '토큰');
});

test('going Back with the dialog open closes it', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  await page.locator('nav.dk-sidebar a.dk-sidebar-link[href="/docs/guide/app-source"]').click();
  await expect(page).toHaveURL('/docs/guide/app-source');
  await openSearch(page);
  await page.goBack();
  await expect(page).toHaveURL('/docs/guide/intro');
  await expect(dialog(page)).toHaveCount(0);
  // The page scrolls again.
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
