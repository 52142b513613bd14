// The navbar is fixed at the top of the window: it stays in view after scrolling down, at desktop and mobile widths.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, LONG, MOBILE, NAVBAR, scrollY } from './navbar-support';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });

/** The navbar is at the very top, fully in view, and nothing covers its middle. */
async function expectAtTop(page: Page): Promise<void> {
  const box = await page.locator(NAVBAR).boundingBox();
  expect(box, 'navbar box').not.toBeNull();
  if (!box) return;
  expect(box.y, 'navbar top edge').toBe(0);
  expect(box.height).toBeGreaterThan(30);
  const onTop = await page.evaluate(
    ([x, y]) => !!document.elementFromPoint(x, y)?.closest('nav.dk-navbar'),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop, 'the navbar is painted over the page content').toBe(true);
}

for (const [name, size] of [['desktop', { width: 1280, height: 800 }], ['desktop (997 px)', DESKTOP], ['mobile (996 px)', MOBILE]] as const) {
  test(`the navbar stays at the top after scrolling down (${name})`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.setViewportSize(size);
    await open(page, LONG);
    await page.mouse.move(size.width / 2, size.height / 2);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 400);
    await expect.poll(() => scrollY(page), 'the window scrolled down').toBeGreaterThan(800);
    await expectAtTop(page);
    await expect(page.locator('nav.dk-navbar a.dk-navbar-brand')).toBeInViewport();

    // Jumping far down the page with scrollTo keeps it there too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await expectAtTop(page);
    expect(problems).toEqual([]);
  });
}
