// The Nuri site is light only, with the colour-mode switch disabled
// (colorMode.disableSwitch). A choice stored under localStorage "theme", left
// by another page of the origin or an earlier build, must not lock it dark
// with no way out: the pre-paint script ignores and removes it, and the page
// stays light after hydration and on client-side navigation. Sites with the
// switch keep the choice (examples/customplugin/browser/color-mode-*.spec.ts).
import { expect, test } from '@playwright/test';
import { collectProblems, SIDEBAR_LINK, waitForHydration } from './support';
import { LIGHT_BG, openBeforeBundle, pageBackground, seedStorage, themeAttrs } from './prepaint-support';

test.describe.configure({ mode: 'parallel' });

const storedTheme = (page: import('@playwright/test').Page) => page.evaluate(() => localStorage.getItem('theme'));

for (const [stored, os] of [
  ['dark', 'light'],
  ['dark', 'dark'],
  ['system', 'dark'],
  ['purple', 'dark'],
] as const) {
  test(`stored "${stored}", OS ${os}: light before the bundle runs and after, and the stored choice is removed`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.emulateMedia({ colorScheme: os });
    await seedStorage(page, { theme: stored });
    const hold = await openBeforeBundle(page, '/docs/guide/intro');
    expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
    expect(await pageBackground(page)).toBe(LIGHT_BG);
    expect(await storedTheme(page), 'removed before the bundle runs').toBeNull();

    hold.release();
    await waitForHydration(page);
    expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
    // Client-side navigation keeps it, and nothing is stored again.
    await page.locator(`${SIDEBAR_LINK}[href="/docs/guide/app-source"]`).click();
    await expect(page).toHaveURL('/docs/guide/app-source');
    expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
    expect(await pageBackground(page)).toBe(LIGHT_BG);
    expect(await storedTheme(page)).toBeNull();
    expect(problems).toEqual([]);
  });
}

test('a choice stored while the page is open (a page with a switch, in another tab) is ignored too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/docs/guide/intro');
  await waitForHydration(page);
  // What the storage event of another tab's write does here.
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: localStorage }));
  });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
  expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
  expect(await pageBackground(page)).toBe(LIGHT_BG);
});

test("the theme's own colour-mode code ignores and removes a stored choice too", async ({ page }) => {
  const hold = await openBeforeBundle(page, '/docs/guide/intro');
  // Stored after the pre-paint script ran, before the client bundle runs.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  hold.release();
  await waitForHydration(page);
  expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
  expect(await storedTheme(page)).toBeNull();
});
