// Dev-server reload latency: from saving an .mdx file to its new text being
// visible in the browser. Run from the repository root:
//
//   node bench/devreload.mjs [--edits 20] [--page docs/guide/intro.mdx] [--port 3290]
//
// It compiles the Nuri site's binary, copies site/ into a temporary folder
// (so the repository's files are never edited), starts `dev` there, opens the
// page in Debian's Chromium (Playwright), then makes N edits to the page's
// MDX: each one rewrites a paragraph at the end of the file with a new
// marker, and the time runs from the write until the marker is visible on
// the page (Playwright waits for it; the page reloads itself). Between edits
// it waits until the server is idle. Prints every figure, the median and p90.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

const work = mkdtempSync(join(tmpdir(), 'docskit-devreload-'));
const bin = join(work, 'site-bin');
execFileSync('go', ['build', '-o', bin, './site'], { cwd: repo, stdio: 'inherit' });
// The site reads site/… and node_modules/… relative to the working directory.
cpSync(join(repo, 'site'), join(work, 'site'), { recursive: true, filter: (p) => !p.endsWith('.go') });
symlinkSync(join(repo, 'node_modules'), join(work, 'node_modules'));

const env = { ...process.env, NURI_GTM_ID: '', NURI_GA_ID: '' };
const server = spawn(bin, ['dev', '-addr', `127.0.0.1:${port}`], { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
let browser;
try {
  await until(() => log.includes('dev server on http://'), 'the dev server');
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}${route}`);
  await page.locator('article.dk-doc h1').waitFor();
  // Let the reload connection open before the first edit.
  await page.waitForTimeout(500);
  for (let i = 1; i <= edits; i++) {
    const marker = `devreload-${i}-${Math.random().toString(36).slice(2, 8)}`;
    const before = lines.length;
    const t0 = performance.now();
    writeFileSync(file, `${original}\n\n편집 ${i}: ${marker} 문단입니다.\n`);
    await page.getByText(marker).waitFor({ state: 'visible', timeout: 30_000 });
    const ms = performance.now() - t0;
    times.push(ms);
    // Wait for the build's summary line, then a moment for the watcher to settle.
    await until(() => lines.slice(before).some((l) => /^built |build failed|^rebuilt /.test(l)), 'the build to finish');
    const summary = lines.slice(before).filter((l) => /^built |^rebuilt /.test(l)).at(-1) ?? '';
    console.log(`edit ${String(i).padStart(2)}: ${ms.toFixed(1).padStart(7)} ms   (${summary})`);
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
console.log(`${route}: ${times.length} edits, median ${median.toFixed(1)} ms, p90 ${q(0.9).toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`);
