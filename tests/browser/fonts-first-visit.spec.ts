// A first visit (cold cache) draws all text of a weight in one face, the web
// font or the system's, never both, and never moves the text: the fonts plugin
// holds the first paint while the faces the page needs load (client/gate.ts).
// This machine has no Korean system font, so the system font would draw Hangul
// as boxes: the page waits for the web font. fonts-first-visit-korean.spec.ts
// checks the other branch.
import { expect, test } from '@playwright/test';
import { facesPerWeight, firstVisit, throttle, watch } from './fonts-support';
import { collectProblems } from './support';

test('a first visit waits for the web font and draws every weight in it, without a layout shift', async ({ page }) => {
  // A throttled cold load of ~30 font slices: a busy machine can take more
  // than the default 30 s to reach the load event.
  test.slow();
  const problems = collectProblems(page);
  await watch(page);
  await throttle(page, 40, 10_000);
  const visit = await firstVisit(page);

  expect(visit.cls).toBe(0);
  const faces = await facesPerWeight(page);
  expect(Object.keys(faces).sort()).toEqual(['400', '500', '600', '700']);
  for (const [weight, f] of Object.entries(faces)) {
    expect(f.systemFamilies, `weight ${weight}: no glyph in a system font (here: boxes)`).toEqual([]);
    expect(f.web, `weight ${weight}: glyphs in the web font`).toBeGreaterThan(0);
  }

  // No invisible text: the page was held (nothing painted) until the font was
  // switched on, in one step, and no face hides its text while it loads.
  expect(visit.classes.map(([, c]) => c)).toEqual(['dk-font-off dk-font-wait', '']);
  expect(visit.fcp, 'the first contentful paint comes after the decision').toBeGreaterThanOrEqual(visit.classes[1][0]);
  expect(visit.display.every((d) => d !== 'block'), 'no face has font-display: block').toBe(true);
  expect(problems).toEqual([]);
});
