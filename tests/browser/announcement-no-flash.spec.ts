// A closed announcement is never painted, not even before the client bundle runs:
// the pre-paint script marks <html> from storage and CSS hides the bar.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, waitForHydration } from './support';
import { ANNOUNCEMENT_ID, BAR, clientRan, dismissKey, openBeforeBundle, seedStorage } from './prepaint-support';

test.describe.configure({ mode: 'parallel' });

/** Records, for every animation frame from the start of the document, whether the bar is visible. */
async function recordBarFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Window & { __barFrames?: boolean[] };
    w.__barFrames = [];
    const tick = () => {
      const el = document.querySelector('.dk-announcement');
      if (el) w.__barFrames!.push(getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const barFrames = (page: Page) => page.evaluate(() => (window as Window & { __barFrames?: boolean[] }).__barFrames ?? []);

test('with the dismissal stored, the bar is hidden before the bundle runs and in every frame', async ({ page }) => {
  const problems = collectProblems(page);
  await seedStorage(page, { [dismissKey(ANNOUNCEMENT_ID)]: 'true' });
  await recordBarFrames(page);
  const hold = await openBeforeBundle(page, '/docs/guide/intro');
  await expect(page.locator(BAR)).toHaveCount(1); // server-rendered…
  await expect(page.locator(BAR)).toBeHidden(); // …but not shown
  expect(await page.evaluate(() => document.documentElement.dataset.announcementDismissed)).toBe('true');
  expect(await clientRan(page)).toBe(false);

  hold.release();
  await waitForHydration(page);
  await expect(page.locator(BAR)).toHaveCount(0);
  const frames = await barFrames(page);
  expect(frames.length, 'frames with the bar in the DOM were recorded').toBeGreaterThan(0);
  expect(frames.filter(Boolean), 'frames in which the bar was visible').toEqual([]);
  expect(problems).toEqual([]);
});

test('without a dismissal, the server-rendered bar is shown before the bundle runs', async ({ page }) => {
  await recordBarFrames(page);
  const hold = await openBeforeBundle(page, '/docs/guide/intro');
  await expect(page.locator(BAR)).toBeVisible();
  hold.release();
  await waitForHydration(page);
  await expect(page.locator(BAR)).toBeVisible();
  expect((await barFrames(page)).every(Boolean), 'the bar is visible in every frame').toBe(true);
});
