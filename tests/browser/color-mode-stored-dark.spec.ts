// A stored choice (localStorage "theme") is applied before the first paint,
// and hydration keeps it without warnings.
import { expect, test } from '@playwright/test';
import { collectProblems, SIDEBAR_LINK, waitForHydration } from './support';
import { DARK_BG, LIGHT_BG, openBeforeBundle, pageBackground, seedStorage, themeAttrs } from './prepaint-support';

test.describe.configure({ mode: 'parallel' });

test('stored "dark": <html data-theme="dark"> before the bundle runs, and after', async ({ page }) => {
  const problems = collectProblems(page);
  await seedStorage(page, { theme: 'dark' });
  const hold = await openBeforeBundle(page, '/docs/guide/intro');
  expect(await themeAttrs(page)).toEqual({ theme: 'dark', choice: 'dark' });
  expect(await pageBackground(page)).toBe(DARK_BG);

  hold.release();
  await waitForHydration(page);
  expect(await themeAttrs(page)).toEqual({ theme: 'dark', choice: 'dark' });
  // Client-side navigation keeps it.
  await page.locator(`${SIDEBAR_LINK}[href="/docs/guide/app-source"]`).click();
  await expect(page).toHaveURL('/docs/guide/app-source');
  expect(await themeAttrs(page)).toEqual({ theme: 'dark', choice: 'dark' });
  expect(await pageBackground(page)).toBe(DARK_BG);
  expect(problems).toEqual([]);
});

test('an unknown stored value falls back to the default (light)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await seedStorage(page, { theme: 'purple' });
  const hold = await openBeforeBundle(page, '/');
  expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
  hold.release();
  await waitForHydration(page);
  expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
  expect(await pageBackground(page)).toBe(LIGHT_BG);
});
