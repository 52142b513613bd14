// The first Tab stop of every page is the skip link 본문으로 건너뛰기; activating it
// moves focus to the main content (#__docskit_main).
import { expect, test } from '@playwright/test';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });

const PAGES = [
  { path: '/docs/guide/intro', status: 200 },
  { path: '/', status: 200 },
  { path: '/no-such-page', status: 404 },
];

for (const width of [996, 997]) {
  for (const { path, status } of PAGES) {
    for (const key of ['Enter', 'click'] as const) {
      test(`${path} at ${width}px: Tab focuses the skip link first; ${key} moves focus to the main content`, async ({ page }) => {
        const problems = collectProblems(page);
        await page.setViewportSize({ width, height: 800 });
        await open(page, path, status);
        await page.keyboard.press('Tab');
        const skip = page.locator('a.dk-skip');
        await expect(skip).toBeFocused();
        await expect(skip).toHaveText('본문으로 건너뛰기');
        await expect(skip).toBeInViewport();
        await expect(skip).toHaveAttribute('href', '#__docskit_main');

        if (key === 'Enter') await page.keyboard.press('Enter');
        else await skip.click();
        await expect(page.locator('#__docskit_main')).toBeFocused();
        await expect(page.locator('main#__docskit_main')).toHaveCount(1);
        // The next Tab continues from the main content, not from the top of the page.
        await page.keyboard.press('Tab');
        const after = await page.evaluate(() => {
          const main = document.getElementById('__docskit_main');
          const el = document.activeElement;
          return !!main && !!el && (main.contains(el) || !!(main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING));
        });
        expect(after, 'the next Tab stop is inside or after the main content').toBe(true);
        // Chromium reports the 404 document itself as a failed resource; anything else is a problem.
        const own404 = `status of 404 (Not Found) (${new URL(path, page.url()).href})`;
        expect(problems.filter((p) => !(status === 404 && p.endsWith(own404)))).toEqual([]);
      });
    }
  }
}
