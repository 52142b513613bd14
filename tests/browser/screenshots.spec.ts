// Screenshots of the landing page and doc pages at desktop and phone width, for
// a person to look at (tests/browser/screenshots/, not committed). Each is also
// checked for what a reader would notice at once: nothing wider than the window.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

test.describe.configure({ mode: 'parallel' });

const shots = [
  { name: 'landing', path: '/' },
  { name: 'doc-guide-iap', path: '/docs/guide/iap' },
  { name: 'doc-sdk-push', path: '/docs/sdk/namespaces/push' },
  { name: 'doc-api-v2', path: '/docs/api/push/v2/endpoints' },
];

for (const width of [1280, 390]) {
  for (const s of shots) {
    test(`${s.name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // A first visit may be drawn in the system font if the web font is late
      // (plugins/fonts, client/gate.ts): load the page once to cache the font
      // files, then shoot the second visit, as a returning reader sees it.
      await page.goto(s.path);
      await waitForHydration(page);
      await page.evaluate(async () => {
        await document.fonts.ready;
        await Promise.all([...document.fonts].map((f) => f.load().catch(() => undefined)));
      });
      await page.goto(s.path);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
      await page.screenshot({ path: `tests/browser/screenshots/${s.name}-${width}.png`, fullPage: false });
      await page.screenshot({ path: `tests/browser/screenshots/${s.name}-${width}-full.png`, fullPage: true });
    });
  }
}
