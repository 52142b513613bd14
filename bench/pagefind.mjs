// Search relevance beside Pagefind: every query of
// site/testdata/search-queries.json through docskit's search and through
// Pagefind over the same build, counted the same way. Run from the
// repository root:
//
//   node bench/pagefind.mjs [--port 3296] [--details]
//
// docskit's figure is TestSearchRelevance's (go test -json ./site): a query
// passes when its wanted page is among the results of the first three
// distinct pages (a known miss counts as failed). For Pagefind, the script
// builds the Nuri site (analytics off) into a temporary folder, indexes it
// with Pagefind's own defaults (pagefind --site), serves the folder as plain
// files, and runs each query through Pagefind's search bundle
// (pagefind/pagefind.js) in Debian's Chromium: a query passes when the
// wanted page is among its first three results, and for a route#anchor when
// that section is also among the page's sub-results.
//
// Pagefind is not a dependency of the project: it is installed once into
// $PF_DIR (default /tmp/docskit-pagefind), version $PF_VERSION (default 1.6.0).
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf('--' + name);
  return i >= 0 ? args[i + 1] : def;
};
const port = Number(opt('port', 3296));
const details = args.includes('--details');
const repo = resolve(import.meta.dirname, '..');
const pfDir = process.env.PF_DIR ?? '/tmp/docskit-pagefind';
const pfVersion = process.env.PF_VERSION ?? '1.6.0';
const queries = JSON.parse(readFileSync(join(repo, 'site/testdata/search-queries.json'), 'utf8'));

// docskit: the relevance test's own verdicts.
function docskitVerdicts() {
  const res = spawnSyncJSON('go', ['test', '-count=1', '-run', '^TestSearchRelevance$', '-json', './site']);
  const verdict = new Map();
  for (const ev of res) {
    if (!ev.Test?.startsWith('TestSearchRelevance/')) continue;
    if (ev.Action === 'pass' || ev.Action === 'fail' || ev.Action === 'skip') verdict.set(ev.Test.slice('TestSearchRelevance/'.length), ev.Action === 'pass');
  }
  // go test names a subtest by its query with spaces as underscores.
  return queries.map((q) => verdict.get(q.query.replace(/ /g, '_')) ?? false);
}

function spawnSyncJSON(cmd, argv) {
  let out;
  try {
    out = execFileSync(cmd, argv, { cwd: repo, encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch (err) {
    out = err.stdout ?? ''; // failing subtests make go test exit 1; the events are still there
  }
  return out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));
}

// Pagefind: install, build, index.
const pfBin = join(pfDir, 'node_modules/@pagefind/linux-x64/bin/pagefind_extended');
const pfPkg = join(pfDir, 'node_modules/pagefind/package.json');
if (!existsSync(pfBin) || JSON.parse(readFileSync(pfPkg, 'utf8')).version !== pfVersion) {
  console.error(`installing pagefind@${pfVersion} into ${pfDir}`);
  execFileSync('npm', ['install', '--prefix', pfDir, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `pagefind@${pfVersion}`], { stdio: 'inherit' });
}
const work = mkdtempSync(join(tmpdir(), 'docskit-pagefind-'));
const out = join(work, 'site');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.wasm': 'application/wasm' };
let server;
try {
  execFileSync('go', ['run', './site', 'build', '-out', out], { cwd: repo, env: { ...process.env, NURI_GTM_ID: '', NURI_GA_ID: '' }, stdio: 'ignore' });
  execFileSync(pfBin, ['--site', out, '--quiet'], { stdio: 'inherit' });

  // Plain files, no Content-Security-Policy: Pagefind needs WebAssembly.
  server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>pagefind bench</title>');
      return;
    }
    try {
      const data = await readFile(join(out, normalize(path)));
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(data);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  const ranked = await page.evaluate(async (qs) => {
    const pf = await import('/pagefind/pagefind.js');
    await pf.init();
    const all = [];
    for (const q of qs) {
      const r = await pf.search(q);
      const top = await Promise.all(r.results.slice(0, 3).map((x) => x.data()));
      all.push({ count: r.results.length, top: top.map((d) => ({ url: d.url, subs: d.sub_results.map((s) => s.url) })) });
    }
    return all;
  }, queries.map((q) => q.query));
  await browser.close();

  // Pagefind's URLs are file paths (/docs/x.html#id); the table's are routes.
  const route = (u) => {
    const [path, anchor] = decodeURIComponent(u).split('#');
    const r = path.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
    return anchor ? `${r}#${anchor}` : r;
  };
  const pagefindPass = queries.map((q, i) => {
    const [want] = q.want.split('#');
    const hit = ranked[i].top.find((d) => route(d.url) === want);
    return !!hit && (want === q.want || hit.subs.some((s) => route(s) === q.want));
  });
  const docskitPass = docskitVerdicts();

  const mark = (b) => (b ? 'pass' : '  - ');
  if (details) {
    console.log('docskit pagefind  query → want');
    queries.forEach((q, i) => {
      const top = ranked[i].top.map((d) => route(d.url)).join(', ');
      console.log(`  ${mark(docskitPass[i])}    ${mark(pagefindPass[i])}   ${q.query} → ${q.want}   [pagefind ${ranked[i].count}: ${top}]`);
    });
  }
  const n = (xs) => xs.filter(Boolean).length;
  console.log(`pagefind ${pfVersion}: ${n(pagefindPass)} of ${queries.length} queries find their page in the top 3`);
  console.log(`docskit:        ${n(docskitPass)} of ${queries.length}`);
  console.log(`pagefind empty: ${ranked.filter((r) => r.count === 0).length} queries with no result`);
} finally {
  server?.close();
  rmSync(work, { recursive: true, force: true });
}
