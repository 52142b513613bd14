// Hide-on-scroll is off for this site: the navbar stays visible while scrolling down and up.
import { expect, test, type Page } from '@playwright/test';
import { LONG, MOBILE, NAVBAR, scrollY } from './navbar-support';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });

async function expectShown(page: Page, when: string): Promise<void> {
  const nav = page.locator(NAVBAR);
  await expect(nav, when).not.toHaveClass(/dk-navbar-hidden/);
  await expect(nav, when).toBeInViewport({ ratio: 1 });
  const box = await nav.boundingBox();
  expect(box?.y, `${when}: navbar top`).toBe(0);
}

for (const [name, size] of [['desktop', { width: 1280, height: 800 }], ['mobile', MOBILE]] as const) {
  test(`the navbar stays visible after scrolling down (${name})`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.setViewportSize(size);
    await open(page, LONG);
    await expect(page.locator(NAVBAR)).not.toHaveClass(/dk-navbar-hideable/);
    await page.mouse.move(size.width / 2, size.height / 2);
    // Scroll down in small steps, as a reader does; a hideable navbar would slide away.
    let last = 0;
    for (let i = 0; i < 8; i++) {
      await page.mouse.wheel(0, 150);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(last);
      last = await scrollY(page);
    }
    await page.waitForTimeout(400); // longer than the hide transition
    await expectShown(page, 'after scrolling down');
    await page.mouse.wheel(0, -300);
    await expect.poll(() => scrollY(page)).toBeLessThan(last);
    await expectShown(page, 'after scrolling up');
    expect(problems).toEqual([]);
  });
}
