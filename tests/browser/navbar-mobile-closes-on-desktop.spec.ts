// The mobile menu closes when the window becomes desktop width (> 996 px) and stays closed when it narrows again.
import { expect, test } from '@playwright/test';
import { bodyOverflow, expectMenuClosed, ITEMS, MOBILE, openMenu, PANEL, toggle } from './navbar-support';
import { collectProblems, open } from './support';

test('the menu opened at 996 px closes at 1200 px and page scroll is unlocked', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize(MOBILE);
  await open(page, '/docs/guide/intro');
  await openMenu(page);
  expect(await bodyOverflow(page)).toBe('hidden');

  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(page.locator(PANEL)).toHaveCount(0);
  await expect.poll(() => bodyOverflow(page), 'page scroll is unlocked').toBe('');
  await expect(toggle(page)).toBeHidden();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  for (const item of ITEMS) await expect(page.locator(`nav.dk-navbar .dk-navbar-inner a[href="${item.href}"]`)).toBeVisible();

  // Back at mobile width the menu is still closed: closing was not just hiding it.
  await page.setViewportSize(MOBILE);
  await expect(page.locator(PANEL)).toHaveCount(1);
  await expectMenuClosed(page);
  expect(problems).toEqual([]);
});

test('at 997 px the menu is already desktop: resizing from 996 to 997 closes it', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await open(page, '/');
  await openMenu(page);
  await page.setViewportSize({ width: 997, height: 800 });
  await expect(page.locator(PANEL)).toHaveCount(0);
  await expect.poll(() => bodyOverflow(page)).toBe('');
  await page.setViewportSize(MOBILE);
  await expectMenuClosed(page);
});
