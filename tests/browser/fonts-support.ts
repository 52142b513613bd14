// Helpers of the first-visit font specs (not a spec itself): which face drew
// each glyph comes from Chromium itself (CSS.getPlatformFontsForNode).
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './support';

export const PAGE = '/docs/guide/intro';

/** throttle sets the page's network latency (ms) and throughput (kbit/s) through the DevTools protocol. */
export async function throttle(page: Page, latency: number, kbps: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: (kbps * 1000) / 8,
    uploadThroughput: (kbps * 1000) / 8,
  });
}

/** Records layout shifts and the <html> class changes with their times, from the start of the page. */
export async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number; classes: [number, string][] };
    w.cls = 0;
    w.classes = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      const c = document.documentElement.className;
      if (!w.classes.length || w.classes[w.classes.length - 1][1] !== c) w.classes.push([performance.now(), c]);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });
  });
}

export interface Faces {
  web: number;
  system: number;
  systemFamilies: string[];
}

/**
 * For each computed font-weight, how many glyphs of the page's text (code
 * aside: its stack starts with monospace fonts on purpose) the web font and
 * the system's fonts drew.
 */
export async function facesPerWeight(page: Page): Promise<Record<string, Faces>> {
  // Tag every element that holds text with its weight; Chromium's font report
  // counts an element's descendants too, so each element's children are taken away.
  await page.evaluate(() => {
    for (const el of document.body.querySelectorAll('*')) {
      if (/^(SCRIPT|STYLE|NOSCRIPT)$/.test(el.tagName)) continue;
      const style = getComputedStyle(el);
      el.setAttribute('data-test-weight', /mono/i.test(style.fontFamily) ? 'mono' : style.fontWeight);
    }
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  type Node = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string; attributes?: string[]; children?: Node[] };
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: Node };
  type Font = { familyName: string; isCustomFont: boolean; glyphCount: number };
  const fontsOf = async (n: Node) => ((await cdp.send('CSS.getPlatformFontsForNode', { nodeId: n.nodeId })) as { fonts: Font[] }).fonts;
  const out: Record<string, Faces> = {};
  const visit = async (n: Node): Promise<void> => {
    const kids = (n.children ?? []).filter((c) => c.nodeType === 1);
    for (const c of kids) await visit(c);
    const attrs = n.attributes ?? [];
    const weight = attrs[attrs.indexOf('data-test-weight') + 1];
    const ownText = (n.children ?? []).some((c) => c.nodeType === 3 && c.nodeValue.trim() !== '');
    if (!attrs.includes('data-test-weight') || weight === 'mono' || !ownText) return;
    const own = new Map<string, number>();
    for (const f of await fontsOf(n)) own.set(`${f.isCustomFont ? 'web' : 'system'}:${f.familyName}`, f.glyphCount);
    for (const c of kids) {
      for (const f of await fontsOf(c)) {
        const key = `${f.isCustomFont ? 'web' : 'system'}:${f.familyName}`;
        own.set(key, (own.get(key) ?? 0) - f.glyphCount);
      }
    }
    const faces = (out[weight] ??= { web: 0, system: 0, systemFamilies: [] });
    for (const [key, count] of own) {
      if (count <= 0) continue;
      const [kind, family] = key.split(/:(.*)/);
      if (kind === 'web') faces.web += count;
      else {
        faces.system += count;
        if (!faces.systemFamilies.includes(family)) faces.systemFamilies.push(family);
      }
    }
  };
  const body = root.children?.find((c) => c.nodeName === 'HTML')?.children?.find((c) => c.nodeName === 'BODY');
  expect(body, 'the <body> node').toBeDefined();
  await visit(body!);
  return out;
}

export async function firstVisit(page: Page) {
  const res = await page.goto(PAGE);
  expect(res?.status()).toBe(200);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  // The paint-timing entry is queued after the frame is presented; on a busy
  // machine it can arrive after hydration, so wait for it rather than read -1.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return page.evaluate(() => {
    const w = window as unknown as { cls: number; classes: [number, string][] };
    return {
      cls: w.cls,
      classes: w.classes,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      display: [...document.fonts].map((f) => f.display),
    };
  });
}

/**
 * koreanFontConfig writes (once) a fontconfig file that gives Chromium a Korean
 * system font: the system's configuration plus a folder with a copy of
 * Pretendard, renamed so that the page's font stacks cannot pick it by name.
 * Chromium reads it from FONTCONFIG_FILE.
 */
export function koreanFontConfig(): string {
  const dir = join(tmpdir(), 'docskit-test-korean-font');
  const file = join(dir, 'fonts.conf');
  if (!existsSync(file)) {
    mkdirSync(join(dir, 'fonts'), { recursive: true });
    copyFileSync(resolve('node_modules/pretendard/dist/public/static/Pretendard-Regular.otf'), join(dir, 'fonts', 'Korean-Test.otf'));
    writeFileSync(
      file,
      `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <cachedir>${join(dir, 'cache')}</cachedir>
  <match target="scan">
    <test name="family" compare="contains"><string>Pretendard</string></test>
    <edit name="family" mode="assign_replace"><string>Korean Test Sans</string></edit>
  </match>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${join(dir, 'fonts')}</dir>
</fontconfig>
`,
    );
  }
  return file;
}
