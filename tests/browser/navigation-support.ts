// Helpers for the navigation specs (lazy chunks, prefetch, progress, crash). Not a spec.
import type { Page, Route } from '@playwright/test';

type Node = { t: string; name?: string; html?: string; props?: Record<string, unknown>; children?: Node[] };
type PageJSON = { route: string; body?: Node[] } & Record<string, unknown>;

export const DETAILS_SUMMARY = '지연 로드 확인';
export const DETAILS_TEXT = '펼치면 보이는 내용입니다.';

/** A Details node as the MDX parser writes it, with one paragraph inside. */
export const detailsNode: Node = {
  t: 'c',
  name: 'Details',
  props: { summary: DETAILS_SUMMARY },
  children: [{ t: 'html', html: `<p>${DETAILS_TEXT}</p>` }],
};

/** What the server renders for detailsNode: the Suspense markers of the lazy wrapper around the <details>. */
const detailsHTML =
  `<!--$--><details class="dk-details"><summary>${DETAILS_SUMMARY}</summary>` +
  `<div class="dk-details-content"><div class="dk-html"><p>${DETAILS_TEXT}</p></div></div></details><!--/$-->`;

/** Page data as the server embeds it in a <script> (Go's json escapes <, > and &). */
const embed = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Serves route (a doc whose body starts with an HTML run) with detailsNode put first in
 * its body: in the full-load HTML (markup and embedded data) and in its /_data/ JSON.
 */
export async function addDetails(page: Page, route: string): Promise<void> {
  await page.route(`**${route}`, async (r) => {
    if (r.request().resourceType() !== 'document') return r.fallback();
    const res = await r.fetch();
    let html = await res.text();
    const m = /(<script id="__docskit_data" type="application\/json">)([\s\S]*?)(<\/script>)/.exec(html);
    if (!m) throw new Error('no page data in the HTML');
    const data = JSON.parse(m[2]) as { page: PageJSON };
    if (data.page.body?.[0]?.t !== 'html') throw new Error(`${route}: body does not start with HTML`);
    data.page.body = [detailsNode, ...data.page.body];
    const at = html.indexOf('<div class="dk-html">');
    html = html.slice(0, at) + detailsHTML + html.slice(at);
    html = html.replace(m[0], m[1] + embed(data) + m[3]);
    await r.fulfill({ status: res.status(), contentType: 'text/html; charset=utf-8', body: html });
  });
  await page.route(`**/_data${route}.json`, async (r) => {
    const res = await r.fetch();
    const data = (await res.json()) as PageJSON;
    data.body = [detailsNode, ...(data.body ?? [])];
    await r.fulfill({ status: res.status(), json: data });
  });
}

/** Answers route's /_data/ JSON with the real data, its body replaced by body. */
export async function replaceBody(page: Page, route: string, body: Node[]): Promise<void> {
  await page.route(`**/_data${route}.json`, async (r) => {
    const res = await r.fetch();
    const data = (await res.json()) as PageJSON;
    await r.fulfill({ status: res.status(), json: { ...data, body } });
  });
}

/**
 * Routes the lazily loaded chunks: every /assets/*.js the current document does not
 * load up front (its entry script and modulepreloads). Call it after the page has loaded,
 * or pass the path to read the static scripts from before the first load.
 */
export async function routeLazyChunks(page: Page, handle: (route: Route) => Promise<void> | void, from?: string): Promise<string[]> {
  let scripts: string[];
  if (from) {
    const html = await (await page.request.get(from)).text();
    scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  } else {
    scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src], link[rel="modulepreload"]')].map((e) => new URL((e as HTMLScriptElement).src || (e as HTMLLinkElement).href).pathname),
    );
  }
  const seen: string[] = [];
  await page.route('**/assets/*.js', async (r) => {
    const path = new URL(r.request().url()).pathname;
    if (scripts.includes(path)) return r.fallback();
    seen.push(path);
    await handle(r);
  });
  return seen;
}

/** Waits for n animation frames in the page. */
export async function frames(page: Page, n = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    n,
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Page-data requests made with fetch() (navigations and hover preloads, not <link rel="prefetch">), by path. */
export function watchFetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/_data/') && r.resourceType() === 'fetch') paths.push(url.pathname);
  });
  return paths;
}
