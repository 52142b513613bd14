// The Nuri site disables the colour-mode switch: a choice another tab of the
// origin writes to localStorage "theme" does not reach this tab, which stays
// light. (Sites with the switch sync the choice across tabs:
// examples/customplugin/browser/color-mode-sync-tabs.spec.ts.)
import { expect, test } from '@playwright/test';
import { collectProblems, open } from './support';
import { LIGHT_BG, pageBackground, themeAttrs } from './prepaint-support';

test('a choice written in another tab is not applied', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  const problemsB = collectProblems(b);
  await open(a, '/docs/guide/intro');
  await open(b, '/docs/api/intro');
  await b.emulateMedia({ colorScheme: 'dark' });
  for (const choice of ['dark', 'system']) {
    await a.evaluate((c) => localStorage.setItem('theme', c), choice);
    // Storage events arrive asynchronously: give b a moment to react before looking.
    await b.evaluate(() => new Promise((r) => setTimeout(r, 100)));
    expect(await themeAttrs(b)).toEqual({ theme: 'light', choice: 'light' });
  }
  expect(await pageBackground(b)).toBe(LIGHT_BG);
  // The next page load removes it.
  await b.reload();
  expect(await b.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  expect(await themeAttrs(b)).toEqual({ theme: 'light', choice: 'light' });
  expect(problemsB).toEqual([]);
});
