// One screenshot of the same page of two served builds, for bench/sites.sh:
//
//   node bench/sites-shot.mjs --page /docs/intro URL_A OUT_A.png URL_B OUT_B.png
//
// Chromium (Debian's, as in playwright.config.ts) at 1280×800, light colour
// scheme, no animation. Requests to other hosts are refused (the machine has
// no network, and a page that waits for a font or an analytics script from
// elsewhere would otherwise wait for it): what is shown is what each build
// itself serves. The page is shot once it has loaded and its network has
// been quiet for a moment, or after 20 s.
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
let page = '/';
if (args[0] === '--page') {
  page = args[1];
  args.splice(0, 2);
}
if (args.length === 0 || args.length % 2 !== 0) {
  console.error('usage: node bench/sites-shot.mjs [--page PATH] URL OUT.png [URL OUT.png]…');
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let failed = false;
try {
  for (let i = 0; i < args.length; i += 2) {
    const url = new URL(page, args[i]).href;
    const out = args[i + 1];
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    const origin = new URL(args[i]).origin;
    await context.route('**/*', (route) =>
      route.request().url().startsWith(origin) || route.request().url().startsWith('data:')
        ? route.continue()
        : route.abort(),
    );
    const tab = await context.newPage();
    try {
      const res = await tab.goto(url, { waitUntil: 'load', timeout: 30_000 });
      await tab.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
      await tab.waitForTimeout(500);
      await tab.screenshot({ path: out, type: 'png' });
      console.log(`${url} (${res?.status()}) -> ${out}`);
      if (!res || res.status() >= 400) failed = true;
    } catch (err) {
      console.error(`${url}: ${err.message}`);
      failed = true;
    }
    await context.close();
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
