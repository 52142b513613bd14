// The choice "system" follows prefers-color-scheme: before the first paint,
// and live when the OS preference changes.
import { expect, test } from '@playwright/test';
import { collectProblems, waitForHydration } from './support';
import { DARK_BG, LIGHT_BG, openBeforeBundle, pageBackground, seedStorage, themeAttrs } from './prepaint-support';

test.describe.configure({ mode: 'parallel' });

test('stored "system" with a dark OS: dark before the bundle runs; follows the OS afterwards', async ({ page }) => {
  const problems = collectProblems(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await seedStorage(page, { theme: 'system' });
  const hold = await openBeforeBundle(page, '/docs/guide/intro');
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
  expect(problems).toEqual([]);
});

test('stored "light" ignores a dark OS, also when the OS preference changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await seedStorage(page, { theme: 'light' });
  const hold = await openBeforeBundle(page, '/');
  expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
  hold.release();
  await waitForHydration(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
  expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
});
