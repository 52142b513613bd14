// At 996 px and below the navbar items move into a menu opened by a toggle button; at 997 px they are inline.
import { expect, test } from '@playwright/test';
import {
  BACKDROP,
  DESKTOP,
  expectAccessibleBasics,
  expectMenuClosed,
  GITHUB,
  ITEMS,
  MOBILE,
  openMenu,
  PANEL,
  panel,
  toggle,
} from './navbar-support';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });

test('at 996 px a toggle opens a menu with the navbar items', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize(MOBILE);
  await open(page, '/docs/api/intro');

  // Inline items are hidden; the toggle is a named, collapsed button controlling the panel.
  for (const item of ITEMS) await expect(page.locator(`nav.dk-navbar .dk-navbar-inner a[href="${item.href}"]`)).toBeHidden();
  await expect(page.locator('nav.dk-navbar .dk-navbar-inner').getByRole('link', { name: GITHUB.name })).toBeHidden();
  const button = page.getByRole('button', { name: '탐색 메뉴 열기' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const controls = await button.getAttribute('aria-controls');
  expect(controls, 'aria-controls').toBeTruthy();
  await expect(page.locator(PANEL)).toHaveAttribute('id', controls ?? '');
  await expect(panel(page)).toBeHidden();
  await expectAccessibleBasics(page);

  await button.click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle(page)).toHaveAccessibleName('탐색 메뉴 닫기');
  const menu = panel(page);
  await expect(menu).toBeVisible();
  await expect(menu).toBeInViewport();
  for (const item of ITEMS) {
    const link = menu.getByRole('link', { name: item.label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', item.href);
  }
  await expect(menu.getByRole('link', { name: GITHUB.name })).toBeVisible();
  // The current section is highlighted in the menu as in the bar.
  await expect(menu.locator('a.dk-navbar-sidebar-link-active')).toHaveAttribute('href', '/docs/api/intro');
  // The focus moved into the menu.
  await expect(menu.getByRole('button', { name: '탐색 메뉴 닫기' })).toBeFocused();
  await expectAccessibleBasics(page);

  // Its close button closes it and gives the focus back to the toggle.
  await menu.getByRole('button', { name: '탐색 메뉴 닫기' }).click();
  await expectMenuClosed(page);
  await expect(toggle(page)).toBeFocused();
  expect(problems).toEqual([]);
});

test('at 996 px Escape and a click on the backdrop close the menu', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize(MOBILE);
  await open(page, '/');

  await openMenu(page);
  await page.keyboard.press('Escape');
  await expectMenuClosed(page);
  await expect(toggle(page)).toBeFocused();

  await openMenu(page);
  await expect(page.locator(BACKDROP)).toBeVisible();
  // Click the backdrop to the right of the panel.
  await page.mouse.click(MOBILE.width - 20, MOBILE.height / 2);
  await expectMenuClosed(page);
  await expect(page).toHaveURL('/');
  expect(problems).toEqual([]);
});

test('at 996 px Tab keeps the focus inside the open menu', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await open(page, '/');
  await openMenu(page);
  const count = await panel(page).locator('a[href], button').count();
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.dk-navbar-sidebar')), `focus inside after ${i + 1} Tab`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('.dk-navbar-sidebar'))).toBe(true);
});

test('at 997 px the toggle is hidden and the items are inline', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize(DESKTOP);
  await open(page, '/docs/api/intro');
  await expect(toggle(page)).toBeHidden();
  await expect(page.locator(PANEL)).toHaveCount(0);
  const bar = page.locator('nav.dk-navbar .dk-navbar-inner');
  for (const item of ITEMS) {
    const link = bar.getByRole('link', { name: item.label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', item.href);
    await expect(link).toBeInViewport();
  }
  await expect(bar.getByRole('link', { name: GITHUB.name })).toBeInViewport();
  // All in one row inside the bar.
  const nav = await page.locator('nav.dk-navbar').boundingBox();
  for (const item of ITEMS) {
    const box = await bar.getByRole('link', { name: item.label, exact: true }).boundingBox();
    expect(box && nav && box.y >= nav.y && box.y + box.height <= nav.y + nav.height).toBe(true);
  }
  await expectAccessibleBasics(page);
  expect(problems).toEqual([]);
});
