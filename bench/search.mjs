// Search: index size, what the first query downloads, and the time from a
// keystroke to its results in the browser. Run from the repository root:
//
//   node bench/search.mjs [--port 3295] [--rounds 3]
//
// It builds the Nuri site from the working tree (analytics off) into a
// temporary folder, serves it with the site's own server (gzip on), opens a
// doc page in Debian's Chromium (Playwright), opens search with Ctrl+K and
// types each query of the list character by character. For each keystroke
// the time runs from the field's input event to the moment the results list
// shows that text's results (data-query on the list; the page's own clock).
// The first query of the first round is the cold one: its term files and
// text shards are not cached yet. Prints the index's bytes (raw and gzip -9),
// the bytes the first query transferred, and medians and p90 of the
// keystroke times, cold and warm, with the load average.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf('--' + name);
  return i >= 0 ? args[i + 1] : def;
};
const port = Number(opt('port', 3295));
const rounds = Number(opt('rounds', 3));
const repo = resolve(import.meta.dirname, '..');
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const queries = ['푸시 토큰 발급', '환불 웹훅', 'getToken', 'iOS 인증서', '딥링크', 'nuri.iap.purchase', '앱 아이콘 바꾸기', '웹훅 서명 검증'];

const work = mkdtempSync(join(tmpdir(), 'docskit-search-bench-'));
const out = join(work, 'site');
const bin = join(work, 'nuri');
execFileSync('go', ['build', '-o', bin, './site'], { cwd: repo, stdio: 'inherit' });
execFileSync(bin, ['build', '-out', out], { cwd: repo, env: { ...process.env, NURI_GTM_ID: '', NURI_GA_ID: '' }, stdio: 'ignore' });

// Index bytes.
const files = [join(out, 'search/index.json'), ...readdirSync(join(out, 'assets/search')).map((f) => join(out, 'assets/search', f))];
let raw = 0;
let gz = 0;
const sizes = {};
for (const f of files) {
  const data = readFileSync(f);
  const kind = f.endsWith('index.json') ? 'manifest' : f.includes('/terms-') ? 'terms' : 'text';
  const g = gzipSync(data, { level: 9 }).length;
  raw += data.length;
  gz += g;
  sizes[kind] ??= { n: 0, raw: 0, gz: 0 };
  sizes[kind].n++;
  sizes[kind].raw += data.length;
  sizes[kind].gz += g;
}
const kb = (n) => (n / 1024).toFixed(1) + ' KB';
console.log(`index: ${files.length} files, ${kb(raw)} raw, ${kb(gz)} gzip -9`);
for (const [k, s] of Object.entries(sizes)) console.log(`  ${k}: ${s.n} files, ${kb(s.raw)} raw, ${kb(s.gz)} gzip (${kb(s.gz / s.n)} each)`);

const server = spawn(bin, ['serve', '-addr', `127.0.0.1:${port}`, '-dir', out], { stdio: 'ignore' });
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const p90 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(s.length * 0.9) - 1)] : NaN;
};
try {
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  console.log(`load average before: ${load()}`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const cold = [];
  const warm = [];
  let firstQueryBytes = null;
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const transfers = [];
    page.on('requestfinished', async (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/search/') || url.pathname.startsWith('/assets/search/') || url.pathname.startsWith('/assets/chunk-')) {
        const s = await req.sizes().catch(() => null);
        transfers.push({ path: url.pathname, bytes: s ? s.responseBodySize + s.responseHeadersSize : 0 });
      }
    });
    await page.goto(`http://127.0.0.1:${port}/docs/guide/intro`, { waitUntil: 'networkidle' });
    transfers.length = 0;
    await page.keyboard.press('Control+K');
    await page.waitForSelector('.dk-search-input');
    await page.waitForFunction(() => !document.querySelector('.dk-search-message')?.textContent?.includes('불러오는'));
    await page.evaluate(() => {
      const w = window;
      w.__times = [];
      document.addEventListener('input', () => (w.__t0 = performance.now()), true);
      const list = document.querySelector('.dk-search-results');
      new MutationObserver(() => {
        const input = document.querySelector('.dk-search-input');
        if (w.__t0 !== undefined && list.dataset.query === input.value) {
          w.__times.push(performance.now() - w.__t0);
          w.__t0 = undefined;
        }
      }).observe(list, { attributes: true, childList: true, subtree: true });
    });
    for (const [qi, q] of queries.entries()) {
      await page.fill('.dk-search-input', '');
      await page.waitForFunction(() => document.querySelector('.dk-search-results').dataset.query === '');
      await page.evaluate(() => (window.__times = []));
      for (const ch of q) {
        const before = await page.inputValue('.dk-search-input');
        await page.keyboard.insertText(ch);
        const want = before + ch;
        await page.waitForFunction((w) => document.querySelector('.dk-search-results').dataset.query === w, want);
      }
      const times = await page.evaluate(() => window.__times);
      if (round === 0 && qi === 0) {
        cold.push(...times);
        await page.waitForLoadState('networkidle');
        firstQueryBytes = transfers.reduce((s, t) => s + t.bytes, 0);
        console.log(`first query "${q}" transferred ${kb(firstQueryBytes)} (opening search included):`);
        for (const t of transfers) console.log(`  ${t.path} ${t.bytes} B`);
      } else {
        warm.push(...times);
      }
    }
    await context.close();
  }
  await browser.close();
  const f = (x) => x.toFixed(1) + ' ms';
  console.log(`keystroke → results, cold (first query, ${cold.length} keys): median ${f(median(cold))}, p90 ${f(p90(cold))}`);
  console.log(`keystroke → results, all others (${warm.length} keys): median ${f(median(warm))}, p90 ${f(p90(warm))}`);
  console.log(`load average after: ${load()}`);
} finally {
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
