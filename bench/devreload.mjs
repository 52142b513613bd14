// Dev-server latency: from saving an .mdx file to its new text being visible
// in the browser. Run from the repository root:
//
//   node bench/devreload.mjs [--edits 20] [--page docs/guide/intro.mdx] [--port 3290]
//                            [--nice N] [--details] [--site DIR]
//
// It compiles the Nuri site's binary, copies the committed site/ (git HEAD)
// into a temporary folder (so the figures do not depend on unfinished edits and
// no file of the repository is touched), starts `dev` there, opens the
// page in Debian's Chromium (Playwright), then makes N edits to the page's
// MDX: each one rewrites a paragraph at the end of the file with a new
// marker, and the time runs from the write until the marker is in the page
// (a MutationObserver in the page notes the moment, by the page's clock;
// Playwright's waiting polls at intervals and would round figures up by up
// to 100 ms; the page updates itself). Between edits
// it waits until the server is idle. Prints every figure, the median and p90,
// and the load average before and after (on a shared machine the figures
// follow the load). --nice N runs everything (the dev server, Chromium) at
// that scheduling priority (negative values need root), to approximate an
// idle machine; --details prints the navigation timings when a page had to
// reload in full (the reload script's fallback) instead of updating in place.
// --site DIR measures a Docusaurus site folder instead (cmd/docskit dev), e.g.
// the generated 10k tree: a copy of DIR is served, --page is relative to it.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf('--' + name);
  return i >= 0 ? args[i + 1] : def;
};
const edits = Number(opt('edits', 20));
const pageFile = opt('page', 'docs/guide/intro.mdx');
const port = Number(opt('port', 3290));
const repo = resolve(import.meta.dirname, '..');
const details = args.includes('--details');
if (opt('nice', '') !== '') setPriority(Number(opt('nice', '0'))); // children inherit it
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
console.log(`load average before: ${load()}`);

const work = mkdtempSync(join(tmpdir(), 'docskit-devreload-'));
const bin = join(work, 'site-bin');
const siteDir = opt('site', '');
let server;
const env = { ...process.env, NURI_GTM_ID: '', NURI_GA_ID: '' };
if (siteDir) {
  // A Docusaurus site folder, copied, served by cmd/docskit from the repository
  // (its node_modules hold the theme's React).
  execFileSync('go', ['build', '-o', bin, './cmd/docskit'], { cwd: repo, stdio: 'inherit' });
  execFileSync('cp', ['-r', resolve(siteDir), join(work, 'site')]);
  server = spawn(bin, ['dev', '-addr', `127.0.0.1:${port}`, join(work, 'site')], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
} else {
  execFileSync('go', ['build', '-o', bin, './site'], { cwd: repo, stdio: 'inherit' });
  // The site reads site/… and node_modules/… relative to the working directory.
  execFileSync('sh', ['-c', `git archive HEAD site | tar -x -C '${work}'`], { cwd: repo, stdio: 'inherit' });
  symlinkSync(join(repo, 'node_modules'), join(work, 'node_modules'));
  server = spawn(bin, ['dev', '-addr', `127.0.0.1:${port}`], { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
}
let log = '';
const lines = [];
server.stderr.on('data', (b) => {
  log += b;
  lines.push(...String(b).split('\n').filter(Boolean));
});
server.stdout.on('data', (b) => (log += b));
const exited = new Promise((r) => server.on('exit', r));

async function until(cond, what, ms = 120_000) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; server output:\n${log}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const file = join(work, 'site', pageFile);
const original = readFileSync(file, 'utf8');
const route = '/' + pageFile.replace(/\.mdx?$/, '');
const times = [];
const splits = [];
let browser;
try {
  await until(() => log.includes('dev server on http://'), 'the dev server', 600_000);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  // When the dev server's event reaches the page (epoch ms): the time before it
  // is the server's (watch, debounce, rebuild, event), the time after the browser's.
  // When the marker first shows in the page (epoch ms), by the page's own clock: Playwright's
  // waitFor polls at intervals, which would round the figures up.
  await page.addInitScript(() => {
    addEventListener('docskit:dev-update', () => (window.__devUpdateAt = performance.timeOrigin + performance.now()), true);
    new MutationObserver(() => {
      if (window.__marker && !window.__seenAt && document.body?.textContent.includes(window.__marker)) {
        window.__seenAt = performance.timeOrigin + performance.now();
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`http://127.0.0.1:${port}${route}`);
  await page.locator('article.dk-doc h1').waitFor();
  // Let the reload connection open before the first edit.
  await page.waitForTimeout(500);
  for (let i = 1; i <= edits; i++) {
    const marker = `devreload-${i}-${Math.random().toString(36).slice(2, 8)}`;
    const before = lines.length;
    const t0 = performance.now();
    await page.evaluate((m) => {
      window.__marker = m;
      window.__seenAt = undefined;
    }, marker);
    const wall0 = performance.timeOrigin + performance.now();
    writeFileSync(file, `${original}\n\n편집 ${i}: ${marker} 문단입니다.\n`);
    await page.getByText(marker).waitFor({ state: 'visible', timeout: 30_000 });
    // The page's own time of the change, unless it reloaded in full (then Playwright's).
    const seenAt = await page.evaluate(() => window.__seenAt);
    const ms = seenAt ? seenAt - wall0 : performance.now() - t0;
    times.push(ms);
    // The event's arrival, or the start of a full reload (a fallback of the reload script).
    const arrived = await page.evaluate(() => {
      const at = window.__devUpdateAt;
      window.__devUpdateAt = undefined;
      return performance.timeOrigin > (at ?? 0) ? performance.timeOrigin : at;
    });
    splits.push(arrived - wall0);
    // Wait for the build's summary line, then a moment for the watcher to settle.
    await until(() => lines.slice(before).some((l) => /^built |build failed|^rebuilt /.test(l)), 'the build to finish');
    const summary = lines.slice(before).filter((l) => /^built |^rebuilt /.test(l)).at(-1) ?? '';
    console.log(`edit ${String(i).padStart(2)}: ${ms.toFixed(1).padStart(7)} ms, the page heard of it at ${splits.at(-1).toFixed(0).padStart(4)} ms   (${summary})`);
    if (details && arrived > wall0 && arrived === (await page.evaluate(() => performance.timeOrigin))) {
      const nav = await page.evaluate(() => {
        const n = performance.getEntriesByType('navigation')[0];
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        const ms = (x) => Math.round(x);
        return `response ${ms(n.responseEnd)} ms, interactive ${ms(n.domInteractive)} ms, first paint ${fcp ? ms(fcp.startTime) : '?'} ms, load ${ms(n.loadEventEnd)} ms`;
      });
      console.log(`         reload: ${nav}`);
    }
    await page.waitForTimeout(250);
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await exited;
  rmSync(work, { recursive: true, force: true });
}

const sorted = [...times].sort((a, b) => a - b);
const q = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
const sortedSplits = [...splits].sort((a, b) => a - b);
console.log(`load average after: ${load()}`);
console.log(`the page heard of the edit after: median ${sortedSplits[Math.floor(sortedSplits.length / 2)].toFixed(1)} ms`);
console.log(`${route}: ${times.length} edits, median ${median.toFixed(1)} ms, p90 ${q(0.9).toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`);
