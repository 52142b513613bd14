// Pretendard is self-hosted: each page preloads woff2 slices from the site's own
// /assets/fonts/, those URLs serve font/woff2, and the text is rendered with it.
import { expect, test } from '@playwright/test';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });

const PAGES = ['/', '/docs/guide/intro', '/docs/sdk/namespaces/push', '/no-such-page'];

/** The attributes of every <link rel="preload" as="font"> in the HTML's head. */
function fontPreloads(html: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b([^>]*)>/g)]
    .map((m) => Object.fromEntries([...m[1].matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map((a) => [a[1], a[2] ?? ''])))
    .filter((a) => a.rel === 'preload' && a.as === 'font');
}

for (const path of PAGES) {
  test(`${path} preloads woff2 fonts from /assets/fonts/ that are served as font/woff2`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(path === '/no-such-page' ? 404 : 200);
    const links = fontPreloads(await res.text());
    expect(links.length, 'font preloads').toBeGreaterThan(0);
    for (const l of links) {
      expect(l.type, `${l.href} type`).toBe('font/woff2');
      expect('crossorigin' in l, `${l.href} has crossorigin`).toBe(true);
      expect(l.href).toMatch(/^\/assets\/fonts\/.+\.woff2$/);
      const font = await request.get(l.href);
      expect(font.status(), `${l.href} status`).toBe(200);
      expect(font.headers()['content-type'], `${l.href} content type`).toBe('font/woff2');
      expect((await font.body()).subarray(0, 4).toString('latin1'), `${l.href} is a woff2 file`).toBe('wOF2');
    }
  });
}

test('the body text is rendered with Pretendard', async ({ page }) => {
  const problems = collectProblems(page);
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fontRequests.push(new URL(r.url()).pathname);
  });
  await open(page, '/docs/guide/intro');
  const result = await page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Pretendard');
    return {
      check: document.fonts.check('16px Pretendard', '누리'),
      loaded: faces.filter((f) => f.status === 'loaded').length,
      family: getComputedStyle(document.body).fontFamily,
    };
  });
  expect(result.family.replace(/["']/g, '')).toMatch(/^Pretendard,/);
  expect(result.loaded, 'Pretendard faces loaded').toBeGreaterThan(0);
  expect(result.check, "document.fonts.check('16px Pretendard', '누리')").toBe(true);
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const f of fontRequests) expect(f, 'fonts come from the site itself').toMatch(/^\/assets\/fonts\//);
  expect(problems).toEqual([]);
});
