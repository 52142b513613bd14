// useWindowSize reads "ssr" on the server and during hydration: the server HTML is the same for every
// window width, hydration at 996 and 997 px is clean, and only afterwards does the mobile menu appear.
import { expect, test } from '@playwright/test';
import { DESKTOP_BREAKPOINT, windowSizeOf } from '../../docskit/theme/internal/useWindowSize';
import { DESKTOP, GITHUB, ITEMS, MOBILE, PANEL, TOGGLE } from './navbar-support';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });

test('the breakpoint is 996 px: 996 and below is mobile, wider is desktop', () => {
  expect(DESKTOP_BREAKPOINT).toBe(996);
  expect(windowSizeOf(320)).toBe('mobile');
  expect(windowSizeOf(996)).toBe('mobile');
  expect(windowSizeOf(997)).toBe('desktop');
  expect(windowSizeOf(1920)).toBe('desktop');
});

test('the server HTML has the width-agnostic navbar: every item inline, a closed toggle, no mobile menu', async ({ request }) => {
  for (const path of ['/', '/docs/guide/intro']) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const nav = html.match(/<nav[^>]*class="dk-navbar[^"]*"[\s\S]*?<\/nav>/)?.[0] ?? '';
    expect(nav, `${path}: navbar`).not.toBe('');
    for (const item of ITEMS) expect(nav, `${path}: ${item.label}`).toContain(`href="${item.href}"`);
    expect(nav).toContain(`aria-label="${GITHUB.name}"`);
    const toggle = nav.match(/<button[^>]*class="dk-navbar-toggle"[^>]*>/)?.[0] ?? '';
    expect(toggle, `${path}: toggle button`).toContain('aria-expanded="false"');
    expect(toggle, `${path}: the toggle controls nothing yet`).not.toContain('aria-controls');
    expect(html, `${path}: no mobile menu`).not.toContain('dk-navbar-sidebar');
    expect(html).not.toContain('dk-navbar-backdrop');
    expect(html).not.toContain('role="dialog"');
  }
});

test('at 996 px hydration is clean and then the (closed) mobile menu is rendered', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize(MOBILE);
  await open(page, '/docs/guide/intro');
  // Rendering the menu during hydration would not match the server HTML and React would report it.
  await expect(page.locator(PANEL)).toHaveCount(1);
  await expect(page.locator(PANEL)).toBeHidden();
  const controls = await page.locator(TOGGLE).getAttribute('aria-controls');
  await expect(page.locator(PANEL)).toHaveAttribute('id', controls ?? '');
  await expect(page.locator(TOGGLE)).toBeVisible();
  expect(problems).toEqual([]);
});

test('at 997 px hydration is clean and there is no mobile menu', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize(DESKTOP);
  await open(page, '/docs/guide/intro');
  await page.waitForTimeout(100);
  await expect(page.locator(PANEL)).toHaveCount(0);
  await expect(page.locator(TOGGLE)).toBeHidden();
  await expect(page.locator(TOGGLE)).not.toHaveAttribute('aria-controls');
  expect(problems).toEqual([]);
});

test('the size follows the window: the menu appears and goes as the width crosses 996 px', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize(DESKTOP);
  await open(page, '/');
  await expect(page.locator(PANEL)).toHaveCount(0);
  await page.setViewportSize(MOBILE);
  await expect(page.locator(PANEL)).toHaveCount(1);
  await page.setViewportSize(DESKTOP);
  await expect(page.locator(PANEL)).toHaveCount(0);
  expect(problems).toEqual([]);
});
