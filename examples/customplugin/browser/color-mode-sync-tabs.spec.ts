// With the colour-mode switch enabled (the example keeps docskit's defaults),
// the choice is synced across tabs: when another tab of the site writes
// localStorage "theme", this tab's <html data-theme> follows (storage event).
import { expect, test } from '@playwright/test';
import { DARK_BG, LIGHT_BG, pageBackground, themeAttrs } from '../../../tests/browser/prepaint-support';
import { open, problemsOf } from './support';

test('a choice written in one tab is applied in the other', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  const problemsA = problemsOf(a);
  const problemsB = problemsOf(b);
  await open(a, '/docs/tutorial/intro');
  await open(b, '/docs/tutorial/counting');
  expect(await themeAttrs(b)).toEqual({ theme: 'light', choice: 'light' });

  await a.evaluate(() => localStorage.setItem('theme', 'dark'));
  await expect.poll(() => themeAttrs(b)).toEqual({ theme: 'dark', choice: 'dark' });
  expect(await pageBackground(b)).toBe(DARK_BG);

  await b.emulateMedia({ colorScheme: 'dark' });
  await a.evaluate(() => localStorage.setItem('theme', 'light'));
  await expect.poll(() => themeAttrs(b)).toEqual({ theme: 'light', choice: 'light' });
  await a.evaluate(() => localStorage.setItem('theme', 'system'));
  await expect.poll(() => themeAttrs(b)).toEqual({ theme: 'dark', choice: 'system' });

  // Removing the choice (or clearing storage) goes back to the default.
  await a.evaluate(() => localStorage.setItem('theme', 'dark'));
  await expect.poll(() => themeAttrs(b)).toEqual({ theme: 'dark', choice: 'dark' });
  await a.evaluate(() => localStorage.removeItem('theme'));
  await expect.poll(() => themeAttrs(b)).toEqual({ theme: 'light', choice: 'light' });
  await a.evaluate(() => localStorage.setItem('theme', 'dark'));
  await expect.poll(() => themeAttrs(b)).toEqual({ theme: 'dark', choice: 'dark' });
  await a.evaluate(() => localStorage.clear());
  await expect.poll(() => themeAttrs(b)).toEqual({ theme: 'light', choice: 'light' });
  expect(await pageBackground(b)).toBe(LIGHT_BG);
  expect(problemsA()).toEqual([]);
  expect(problemsB()).toEqual([]);
});
