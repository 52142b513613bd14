// Every route of the sitemap, plus / and /404, loads cleanly: status 200, one h1,
// a non-empty <title>, and no console error, warning, page error or hydration error.
import { expect, test } from '@playwright/test';
import { collectProblems, sitemapRoutes, waitForHydration } from './support';

/** The routes are checked in this many tests, one page each, so two workers share them. */
const CHUNKS = 6;

test.describe.configure({ mode: 'parallel' });

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  test(`routes chunk ${chunk + 1}/${CHUNKS} load with one h1, a title and no console problems`, async ({ page, request }) => {
    const all = [...new Set(['/', '/404', ...(await sitemapRoutes(request))])].sort();
    const size = Math.ceil(all.length / CHUNKS);
    const routes = all.slice(chunk * size, (chunk + 1) * size);
    expect(routes.length).toBeGreaterThan(0);

    const problems = collectProblems(page);
    const failures: string[] = [];
    for (const route of routes) {
      problems.length = 0;
      const res = await page.goto(route);
      const status = res?.status() ?? 0;
      if (status !== 200) failures.push(`${route}: status ${status}`);
      await waitForHydration(page);

      const h1s = await page.locator('h1').count();
      if (h1s !== 1) failures.push(`${route}: ${h1s} h1 elements`);
      const title = (await page.title()).trim();
      if (title === '') failures.push(`${route}: empty <title>`);
      const path = new URL(page.url()).pathname;
      if (path !== route) failures.push(`${route}: ended at ${path}`);
      for (const p of problems) failures.push(`${route}: ${p}`);
    }
    expect(failures, `problems in ${routes.length} routes`).toEqual([]);
  });
}
