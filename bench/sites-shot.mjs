// One screenshot of the same page of two build outputs, for bench/sites.sh:
//
//   node bench/sites-shot.mjs [--page /docs/intro] [--base /docs/] [--port 3260] DIR_A OUT_A.png DIR_B OUT_B.png
//
// Each output folder is served on its own port (--port, --port+1, …) under
// the site's base URL, as a static host serves a Docusaurus build: /x is
// x.html or x/index.html, whichever the build wrote (trailingSlash false
// writes the first, the default the second), so both tools' outputs are
// served by the same rules. Chromium (Debian's, as in playwright.config.ts)
// at 1280×800, light colour scheme, no animation. Requests to other hosts
// are refused (the machine has no network, and a page that waits for a font
// or an analytics script from elsewhere would otherwise wait for it): what
// is shown is what each build itself serves. The page is shot once it has
// loaded and its network has been quiet for a moment, or after 20 s.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const opts = { page: '/', base: '/', port: 3260 };
while (args[0]?.startsWith('--')) {
  const [flag, value] = args.splice(0, 2);
  opts[flag.slice(2)] = flag === '--port' ? Number(value) : value;
}
if (args.length === 0 || args.length % 2 !== 0) {
  console.error('usage: node bench/sites-shot.mjs [--page PATH] [--base /B/] [--port P] DIR OUT.png [DIR OUT.png]…');
  process.exit(2);
}
const base = opts.base.endsWith('/') ? opts.base : `${opts.base}/`;

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
};

async function isFile(p) {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

// serve answers the files of dir under the base URL.
function serve(dir, port) {
  const root = path.resolve(dir);
  const server = createServer(async (req, res) => {
    let pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (!pathname.startsWith(base) && `${pathname}/` !== base) {
      res.writeHead(404).end();
      return;
    }
    pathname = pathname.slice(base.length - 1) || '/';
    const file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    const tries = pathname.endsWith('/')
      ? [path.join(file, 'index.html')]
      : [file, `${file}.html`, path.join(file, 'index.html')];
    for (const f of tries) {
      if (await isFile(f)) {
        res.writeHead(200, { 'content-type': types[path.extname(f)] ?? 'application/octet-stream' });
        createReadStream(f).pipe(res);
        return;
      }
    }
    const notFound = path.join(root, '404.html');
    res.writeHead(404, { 'content-type': types['.html'] });
    if (await isFile(notFound)) createReadStream(notFound).pipe(res);
    else res.end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let failed = false;
try {
  for (let i = 0; i < args.length; i += 2) {
    const port = opts.port + i / 2;
    const server = await serve(args[i], port);
    const origin = `http://127.0.0.1:${port}`;
    const url = new URL(path.posix.join(base, opts.page), origin).href;
    const out = args[i + 1];
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    await context.route('**/*', (route) => {
      const u = route.request().url();
      return u.startsWith(origin) || u.startsWith('data:') ? route.continue() : route.abort();
    });
    const tab = await context.newPage();
    try {
      const res = await tab.goto(url, { waitUntil: 'load', timeout: 30_000 });
      await tab.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
      await tab.waitForTimeout(500);
      await tab.screenshot({ path: out, type: 'png' });
      console.log(`${args[i]}: ${url} (${res?.status()}) -> ${out}`);
      if (!res || res.status() >= 400) failed = true;
    } catch (err) {
      console.error(`${url}: ${err.message}`);
      failed = true;
    }
    await context.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
