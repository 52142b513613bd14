// The example keeps docskit's colour-mode defaults: light, with the switch
// enabled, so the visitor's stored choice (localStorage "theme") applies. It is
// put on <html> before the first paint and kept after hydration; "system"
// follows prefers-color-scheme, live. (The Nuri site disables the switch and
// removes a stored choice: tests/browser/color-mode-stored-dark.spec.ts.)
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../../../tests/browser/support';
import { DARK_BG, LIGHT_BG, openBeforeBundle, pageBackground, seedStorage, themeAttrs } from '../../../tests/browser/prepaint-support';
import { problemsOf } from './support';

test.describe.configure({ mode: 'parallel' });

const SIDEBAR_LINK = 'nav.dk-sidebar a.dk-sidebar-link';

test('stored "dark": dark before the bundle runs, after it, and after a client-side navigation', async ({ page }) => {
  const problems = problemsOf(page);
  await seedStorage(page, { theme: 'dark' });
  const hold = await openBeforeBundle(page, '/docs/tutorial/intro');
  expect(await themeAttrs(page)).toEqual({ theme: 'dark', choice: 'dark' });
  expect(await pageBackground(page)).toBe(DARK_BG);

  hold.release();
  await waitForHydration(page);
  expect(await themeAttrs(page)).toEqual({ theme: 'dark', choice: 'dark' });
  await page.locator(`${SIDEBAR_LINK}[href="/docs/tutorial/counting"]`).click();
  await expect(page).toHaveURL('/docs/tutorial/counting');
  expect(await themeAttrs(page)).toEqual({ theme: 'dark', choice: 'dark' });
  expect(await pageBackground(page)).toBe(DARK_BG);
  expect(await page.evaluate(() => localStorage.getItem('theme')), 'the choice stays stored').toBe('dark');
  expect(problems()).toEqual([]);
});

test('stored "system" with a dark OS: dark before the bundle runs; follows the OS afterwards', async ({ page }) => {
  const problems = problemsOf(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await seedStorage(page, { theme: 'system' });
  const hold = await openBeforeBundle(page, '/docs/tutorial/intro');
  expect(await themeAttrs(page)).toEqual({ theme: 'dark', choice: 'system' });
  expect(await pageBackground(page)).toBe(DARK_BG);

  hold.release();
  await waitForHydration(page);
  expect(await themeAttrs(page)).toEqual({ theme: 'dark', choice: 'system' });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => themeAttrs(page)).toEqual({ theme: 'light', choice: 'system' });
  expect(await pageBackground(page)).toBe(LIGHT_BG);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => themeAttrs(page)).toEqual({ theme: 'dark', choice: 'system' });
  expect(problems()).toEqual([]);
});

test('stored "light" ignores a dark OS, also when the OS preference changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await seedStorage(page, { theme: 'light' });
  const hold = await openBeforeBundle(page, '/docs/tutorial/intro');
  expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
  hold.release();
  await waitForHydration(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
  expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
});

test('an unknown stored value falls back to the default (light)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await seedStorage(page, { theme: 'purple' });
  const hold = await openBeforeBundle(page, '/docs/tutorial/intro');
  expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
  hold.release();
  await waitForHydration(page);
  expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
  expect(await pageBackground(page)).toBe(LIGHT_BG);
});
