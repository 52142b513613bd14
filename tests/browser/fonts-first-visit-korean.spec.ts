// With a Korean system font, a first visit is drawn at once in the system font
// only (its font files cannot all be there in time), and nothing moves; the
// faces it needs are loaded after the page, so the next page load is drawn in
// the web font only. See fonts-first-visit.spec.ts.
import { expect, test } from '@playwright/test';
import { facesPerWeight, firstVisit, koreanFontConfig, throttle, watch } from './fonts-support';
import { collectProblems } from './support';

// Another browser: Chromium reads its fonts through FONTCONFIG_FILE at launch.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    env: { ...process.env, FONTCONFIG_FILE: koreanFontConfig() } as Record<string, string>,
  },
});

test('a first visit is drawn in the system font only; the next page load in the web font only', async ({ page }) => {
  const problems = collectProblems(page);
  await watch(page);
  await throttle(page, 150, 1_600);
  const visit = await firstVisit(page);

  expect(visit.cls).toBe(0);
  let faces = await facesPerWeight(page);
  for (const [weight, f] of Object.entries(faces)) {
    expect(f.web, `weight ${weight}: no glyph in the web font`).toBe(0);
    expect(f.system, `weight ${weight}: glyphs in the system's fonts`).toBeGreaterThan(0);
  }
  // Decided before the first paint, without waiting: shown with the web font left off.
  expect(visit.classes.map(([, c]) => c)).toEqual(['dk-font-off dk-font-wait', 'dk-font-off']);
  expect(visit.fcp).toBeGreaterThanOrEqual(visit.classes[1][0]);

  // The faces load after the page has loaded; then the next page load is drawn in the web font.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').length), { timeout: 15_000 })
    .toBeGreaterThan(20);
  await page.waitForLoadState('networkidle');
  const again = await firstVisit(page);
  expect(again.cls).toBe(0);
  faces = await facesPerWeight(page);
  for (const [weight, f] of Object.entries(faces)) {
    expect(f.web, `weight ${weight}: glyphs in the web font`).toBeGreaterThan(0);
    expect(f.systemFamilies, `weight ${weight}: no glyph in a system font`).toEqual([]);
  }
  expect(again.classes.map(([, c]) => c)).toEqual(['dk-font-off dk-font-wait', '']);
  expect(problems).toEqual([]);
});
