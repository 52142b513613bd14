// While the mobile menu is open the page behind it does not scroll; closing it restores scrolling.
import { expect, test } from '@playwright/test';
import { bodyOverflow, expectMenuClosed, LONG, MOBILE, openMenu, panel, scrollY } from './navbar-support';
import { collectProblems, open } from './support';

test('the open mobile menu locks the page scroll and closing it unlocks it', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize(MOBILE);
  await open(page, LONG);
  expect(await bodyOverflow(page)).toBe('');

  await openMenu(page);
  expect(await bodyOverflow(page)).toBe('hidden');
  // Wheel over the backdrop: the page stays put.
  await page.mouse.move(MOBILE.width - 50, MOBILE.height / 2);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await scrollY(page), 'the page did not scroll under the open menu').toBe(0);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('End');
  await page.waitForTimeout(300);
  expect(await scrollY(page), 'keys do not scroll the page either').toBe(0);

  await panel(page).getByRole('button', { name: '탐색 메뉴 닫기' }).click();
  await expectMenuClosed(page);
  await page.mouse.move(MOBILE.width - 50, MOBILE.height / 2);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollY(page), 'the page scrolls again').toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('closing the menu restores an overflow style the page had before', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await open(page, LONG);
  await page.evaluate(() => {
    document.body.style.overflow = 'clip';
  });
  await openMenu(page);
  expect(await bodyOverflow(page)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect.poll(() => bodyOverflow(page)).toBe('clip');
});
