// An internal link's page data is prefetched (<link rel="prefetch">) once the link
// scrolls into view, once per link, without loading it into the page.
import { expect, test, type Page } from '@playwright/test';
import { dataPath, open } from './support';
import { sleep } from './navigation-support';

/** All page-data requests from now on: path and resource type. */
function watch(page: Page): { path: string; type: string }[] {
  const seen: { path: string; type: string }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/_data/')) seen.push({ path: url.pathname, type: r.resourceType() });
  });
  return seen;
}

const LONG = '/docs/releases/v1/app-source/android/intro';

for (const width of [996, 1280]) {
  test(`links below the fold are prefetched when they scroll into view (width ${width})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const seen = watch(page);
    await open(page, LONG);
    await sleep(500);
    const paths = () => seen.map((s) => s.path);
    expect(paths().length, 'visible links were prefetched on load').toBeGreaterThan(0);

    // Links at the bottom (pagination, "관련 문서" list), in view once scrolled to the end,
    // whose routes were not prefetched yet.
    const below = await page.evaluate(() => {
      const out: string[] = [];
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (const a of document.querySelectorAll<HTMLAnchorElement>('.dk-pagination a, article.dk-doc .dk-markdown a[href^="/"]')) {
        const r = a.getBoundingClientRect();
        if (r.top > window.innerHeight * 2 && r.top >= end && r.bottom <= end + window.innerHeight) out.push(new URL(a.href).pathname);
      }
      return out;
    });
    const candidates = below.filter((r, i) => below.indexOf(r) === i && !paths().some((p) => p === (r === '/' ? '/_data/index.json' : `/_data${r}.json`)));
    expect(candidates.length, 'links below the fold that were not prefetched yet').toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const r of candidates) await expect.poll(paths, `prefetched ${r}`).toContain(dataPath(r));
    for (const r of candidates) {
      const reqs = seen.filter((s) => s.path === dataPath(r));
      expect(reqs.map((s) => s.type), `${r}: one low-priority prefetch, no fetch()`).toEqual(['other']);
    }
    // Scrolling away and back prefetches nothing again.
    const count = seen.length;
    await page.evaluate(() => window.scrollTo(0, 0));
    await sleep(200);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await sleep(300);
    expect(seen.filter((s) => candidates.some((r) => dataPath(r) === s.path))).toHaveLength(candidates.length);
    expect(seen.length).toBeGreaterThanOrEqual(count);
  });
}
