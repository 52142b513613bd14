// Search: index size, what the first query downloads, and the time from a
// keystroke to its results in the browser. Run from the repository root:
//
//   node bench/search.mjs [--port 3295] [--rounds 3] [--extra N] [--tree DIR]
//
// It builds the Nuri site from the working tree (analytics off) into a
// temporary folder, serves it with the site's own server (gzip on), opens a
// doc page in Debian's Chromium (Playwright), opens search with Ctrl+K and
// types each query of the list character by character. For each keystroke
// the time runs from the field's input event to the moment the results list
// shows that text's results (data-query on the list; the page's own clock).
// The first query of the first round is the cold one: its term files and
// text shards are not cached yet. Prints the index's bytes (raw and gzip -9),
// the bytes the first query transferred (by kind: manifest, term files,
// bitmaps files, title files), and medians and p90 of the
// keystroke times, cold and warm, with the load average.
//
// With --extra N it measures the generated tree instead
// (../shared/bench/gen-content.mjs --extra N in the reference site's config,
// ../shared/bench/docusaurus-site, as bench/run.sh builds it; --tree DIR
// copies a tree made that way, such as /work/scale/t10k, instead of
// generating one), with a Docusaurus local-search theme added to a copy of
// its config so that cmd/docskit builds it with docskit's search. Its
// queries are words of the generated text. It then also runs every query
// cold (a new browser context each) and prints what each transferred
// before its results showed (the index files: manifest, term files, the
// bitmaps files of frequent terms where the results needed them, result
// titles) and after (the text of the results' context lines), and the time
// the search plugin took to build the index (its "index" line).
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
const extra = opt('extra', '');
const tree = opt('tree', '');
const generated = extra !== '' || tree !== '';
const queries = generated
  ? ['푸시 토큰 발급', '웹훅 서명', 'init()', '결제 환불', 'subscribe', '인증서 갱신', '딥링크', 'FCM 토큰']
  : ['푸시 토큰 발급', '환불 웹훅', 'getToken', 'iOS 인증서', '딥링크', 'nuri.iap.purchase', '앱 아이콘 바꾸기', '웹훅 서명 검증'];
const firstPage = '/docs/guide/intro';

const work = mkdtempSync(join(tmpdir(), 'docskit-search-bench-'));
const out = join(work, 'site');
const bin = join(work, generated ? 'docskit' : 'nuri');
if (generated) {
  execFileSync('go', ['build', '-o', bin, './cmd/docskit'], { cwd: repo, stdio: 'inherit' });
  const src = join(work, 'tree');
  if (tree !== '') {
    cpSync(tree, src, { recursive: true });
  } else {
    const gen = resolve(repo, '../shared/bench/gen-content.mjs');
    const ref = resolve(gen, '../docusaurus-site');
    mkdirSync(src);
    for (const f of ['docusaurus.config.js', 'sidebars.js', 'src', 'static']) cpSync(join(ref, f), join(src, f), { recursive: true });
    execFileSync('node', [gen, src, '--extra', extra], { stdio: 'ignore' });
  }
  // A local-search theme: cmd/docskit builds the site with docskit's search.
  const config = join(src, 'docusaurus.config.js');
  const js = readFileSync(config, 'utf8');
  if (!/\n  presets: \[/.test(js)) throw new Error(`${config}: no "presets: [" line to put the search theme before`);
  writeFileSync(config, js.replace(/\n  presets: \[/, "\n  themes: ['@easyops-cn/docusaurus-search-local'],\n  presets: ["));
  const run = spawnSync(bin, ['build', '-out', out, src], { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 26 });
  const log = run.stdout + run.stderr;
  if (run.status !== 0) throw new Error(`docskit build failed:\n${log}`);
  const line = log.split('\n').find((l) => l.includes('[search] index'));
  console.log(`site: ${log.split('\n').find((l) => l.startsWith('built '))}`);
  console.log(`index build (the search plugin's PostBuild, Go): ${line?.replace(/^.*\[search\] index\s+/, '')}`);
} else {
  execFileSync('go', ['build', '-o', bin, './site'], { cwd: repo, stdio: 'inherit' });
  execFileSync(bin, ['build', '-out', out], { cwd: repo, env: { ...process.env, NURI_GTM_ID: '', NURI_GA_ID: '' }, stdio: 'ignore' });
}

// Index bytes.
const walk = (dir) => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
const files = [join(out, 'search/index.json'), ...walk(join(out, 'assets/search'))];
const kindOf = (path) => {
  const name = path.split('/').pop();
  if (name === 'index.json') return 'manifest';
  if (name.endsWith('.bits.json')) return 'bitmaps';
  if (/^(terms-|t\d|n)/.test(name)) return 'terms';
  if (/^m\d/.test(name)) return 'titles';
  return 'text';
};
let raw = 0;
let gz = 0;
const sizes = {};
for (const f of files) {
  const data = readFileSync(f);
  const kind = kindOf(f);
  const g = gzipSync(data, { level: 9 }).length;
  raw += data.length;
  gz += g;
  sizes[kind] ??= { n: 0, raw: 0, gz: 0, max: 0 };
  sizes[kind].n++;
  sizes[kind].raw += data.length;
  sizes[kind].gz += g;
  sizes[kind].max = Math.max(sizes[kind].max, g);
}
const kb = (n) => (n / 1024).toFixed(1) + ' KB';
console.log(`index: ${files.length} files, ${kb(raw)} raw, ${kb(gz)} gzip -9`);
for (const [k, s] of Object.entries(sizes)) console.log(`  ${k}: ${s.n} files, ${kb(s.raw)} raw, ${kb(s.gz)} gzip (${kb(s.gz / s.n)} each, largest ${kb(s.max)})`);

const server = spawn(bin, ['serve', '-addr', `127.0.0.1:${port}`, '-dir', out], { stdio: 'ignore' });
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const p90 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(s.length * 0.9) - 1)] : NaN;
};

/** openSearch loads a doc page in a new context, opens the dialog and starts recording keystroke times and transfers. */
async function openSearch(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const transfers = [];
  page.on('requestfinished', async (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/search/') || url.pathname.startsWith('/assets/search/') || url.pathname.startsWith('/assets/chunk-')) {
      const at = Date.now();
      const s = await req.sizes().catch(() => null);
      transfers.push({ path: url.pathname, bytes: s ? s.responseBodySize + s.responseHeadersSize : 0, body: s ? s.responseBodySize : 0, at });
    }
  });
  await page.goto(`http://127.0.0.1:${port}${firstPage}`, { waitUntil: 'networkidle' });
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
  return { context, page, transfers };
}

/** typeQuery types q character by character, each time waiting for its results; returns the keystroke times. */
async function typeQuery(page, q) {
  await page.fill('.dk-search-input', '');
  await page.waitForFunction(() => document.querySelector('.dk-search-results').dataset.query === '');
  await page.evaluate(() => (window.__times = []));
  for (const ch of q) {
    const before = await page.inputValue('.dk-search-input');
    await page.keyboard.insertText(ch);
    const want = before + ch;
    await page.waitForFunction((w) => document.querySelector('.dk-search-results').dataset.query === w, want);
  }
  return page.evaluate(() => window.__times);
}

const isText = (path) => kindOf(path) === 'text';

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
  const coldQueries = generated ? queries : queries.slice(0, 1);
  const before = [];
  const bodies = [];
  for (const [qi, q] of coldQueries.entries()) {
    const { context, page, transfers } = await openSearch(browser);
    cold.push(...(await typeQuery(page, q)));
    const shown = Date.now();
    await page.waitForLoadState('networkidle');
    await new Promise((r) => setTimeout(r, 200));
    const sum = (ts, key = 'bytes') => ts.reduce((s, t) => s + t[key], 0);
    const beforeShown = transfers.filter((t) => !isText(t.path) && t.at <= shown);
    const index = sum(beforeShown);
    const all = sum(transfers);
    const text = sum(transfers.filter((t) => isText(t.path)));
    before.push(index);
    bodies.push(sum(beforeShown, 'body'));
    const parts = `${kb(index)} before its results showed (${beforeShown.length} responses: ${kb(sum(beforeShown, 'body'))} of bodies, ${kb(index - sum(beforeShown, 'body'))} of HTTP/1.1 headers)`;
    const byKind = {};
    for (const t of beforeShown) {
      const k = t.path.startsWith('/assets/chunk-') ? 'code' : kindOf(t.path);
      byKind[k] ??= { n: 0, bytes: 0 };
      byKind[k].n++;
      byKind[k].bytes += t.bytes;
    }
    const kinds = Object.entries(byKind).map(([k, v]) => `${k} ${kb(v.bytes)} (${v.n})`).join(', ');
    if (qi === 0) {
      console.log(`first query "${q}" transferred ${kb(all)} (opening search included): ${parts}, ${kb(text)} of context text; before its results showed, by kind (headers included): ${kinds}:`);
      for (const t of transfers) console.log(`  ${t.path} ${t.bytes} B`);
    } else {
      console.log(`cold query "${q}": ${parts}, ${kb(all)} in all (${kb(text)} of context text); by kind: ${kinds}`);
    }
    await context.close();
  }
  if (generated) console.log(`cold queries, bytes before results showed: median ${kb(median(before))}, largest ${kb(Math.max(...before))}; bodies alone: median ${kb(median(bodies))}, largest ${kb(Math.max(...bodies))}`);
  // Warm: one context; a first pass loads what the queries need, then each round is timed.
  const { context, page } = await openSearch(browser);
  for (const q of queries) await typeQuery(page, q);
  for (let round = 0; round < rounds; round++) for (const q of queries) warm.push(...(await typeQuery(page, q)));
  await context.close();
  await browser.close();
  const f = (x) => x.toFixed(1) + ' ms';
  console.log(`keystroke → results, cold (${coldQueries.length} ${coldQueries.length > 1 ? 'queries' : 'query'}, ${cold.length} keys): median ${f(median(cold))}, p90 ${f(p90(cold))}`);
  console.log(`keystroke → results, warm (${rounds} rounds, ${warm.length} keys): median ${f(median(warm))}, p90 ${f(p90(warm))}`);
  console.log(`load average after: ${load()}`);
} finally {
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
