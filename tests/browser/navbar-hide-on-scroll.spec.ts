// With config.navbar.hideOnScroll on (set here by rewriting the site config in the client bundle),
// scrolling down hides the navbar and scrolling up shows it again.
import { expect, test } from '@playwright/test';
import { LONG, NAVBAR, rewriteMainBundle, scrollY } from './navbar-support';
import { collectProblems, open } from './support';

test('with hideOnScroll on, scrolling down hides the navbar and scrolling up shows it', async ({ page }) => {
  const problems = collectProblems(page);
  await rewriteMainBundle(page, (js) => js.replace(/(?<![\w.$-])(["']?)navbar\1:\{/, (m) => `${m}hideOnScroll:!0,`));
  await page.setViewportSize({ width: 1280, height: 700 });
  await open(page, LONG);
  // (The server-rendered class has no dk-navbar-hideable here, since only the browser's config was changed.)
  const nav = page.locator(NAVBAR);
  await expect(nav).toBeInViewport();

  await page.mouse.move(640, 350);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  await page.mouse.wheel(0, 200);
  await expect(nav).toHaveClass(/dk-navbar-hidden/);
  await expect(nav).toHaveClass(/dk-navbar-hideable/);
  await expect(nav).not.toBeInViewport();

  // Keyboard focus inside brings it back (focused without scrolling, which would show it anyway).
  const brand = page.locator('nav.dk-navbar a.dk-navbar-brand');
  await brand.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
  await expect(nav).toBeInViewport({ ratio: 1 });
  await brand.blur();
  await expect(nav).not.toBeInViewport();

  const y = await scrollY(page);
  await page.mouse.wheel(0, -150);
  await expect.poll(() => scrollY(page)).toBeLessThan(y);
  await expect(nav).not.toHaveClass(/dk-navbar-hidden/);
  await expect(nav).toBeInViewport({ ratio: 1 });
  expect(problems).toEqual([]);
});
