// The dev server: a saved .mdx edit shows up in the open page by itself.
//
// This spec starts its own `dev` server (examples/minimal, on a free port)
// against a temporary copy of the example's docs/, so it needs no built site
// and edits no file of the repository. The tests share the server and run in order.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support';

test.describe.configure({ mode: 'serial' });

let dir = '';
let server: ChildProcess | undefined;
let origin = '';
let log = '';

/** Waits for a server output line matching re that was printed after offset. */
async function serverSays(re: RegExp, offset: number): Promise<string> {
  await expect.poll(() => re.test(log.slice(offset)), { message: `dev server output matching ${re}`, timeout: 15_000 }).toBe(true);
  return log.slice(offset);
}

function source(rel: string): string {
  return join(dir, 'docs', rel);
}

/** Saves a file as many editors do: a temporary file renamed over it, so no build sees it half written. */
function save(file: string, text: string): void {
  const tmp = join(file, '..', '.dev-spec.tmp');
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'docskit-dev-spec-'));
  cpSync('examples/minimal/docs', join(dir, 'docs'), { recursive: true });
  const bin = join(dir, 'minimal');
  execFileSync('go', ['build', '-o', bin, './examples/minimal']);
  server = spawn(bin, ['-root', dir, 'dev', '-addr', '127.0.0.1:0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (b) => (log += String(b)));
  server.stderr?.on('data', (b) => (log += String(b)));
  await expect
    .poll(() => /dev server on (http:\/\/\S+)/.exec(log)?.[1] ?? '', { message: 'the dev server starts', timeout: 60_000 })
    .not.toBe('');
  origin = /dev server on (http:\/\/\S+)/.exec(log)![1];
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Opens a route and marks the document, so that a reload can be told from an update. */
async function openMarked(page: Page, route: string): Promise<void> {
  await page.goto(origin + route);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __devSpec: boolean }).__devSpec = true));
}

const marked = (page: Page) => page.evaluate(() => (window as unknown as { __devSpec?: boolean }).__devSpec === true);

test('a saved edit appears in the open page without a reload', async ({ page }) => {
  await openMarked(page, '/docs/guide/intro');
  const file = source('guide/intro.mdx');
  save(file, readFileSync(file, 'utf8') + '\nA paragraph written by the dev-reload spec.\n');
  await expect(page.getByText('A paragraph written by the dev-reload spec.')).toBeVisible();
  expect(await marked(page), 'the page is updated in place, not reloaded').toBe(true);
  expect(log).toMatch(/rebuilt 1 of \d+ pages \(1 parsed\)/);
});

test('a new title shows in the open page: heading, sidebar and tab title', async ({ page }) => {
  await openMarked(page, '/docs/guide/intro');
  const file = source('guide/intro.mdx');
  save(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Retitled by the spec'));
  await expect(page.locator('article.dk-doc h1')).toHaveText('Retitled by the spec');
  await expect(page.locator('nav.dk-sidebar a.dk-sidebar-link[href="/docs/guide/intro"]')).toHaveText('Retitled by the spec');
  await expect(page).toHaveTitle(/^Retitled by the spec \| /);
  expect(await marked(page)).toBe(true);
});

test('an edit of another page does not reload the open one, and the next visit shows it', async ({ page }) => {
  await openMarked(page, '/docs/guide/intro');
  // Hovering a link loads its page into the client's cache: that copy becomes stale.
  const link = page.locator('nav.dk-sidebar a.dk-sidebar-link[href="/docs/guide/install"]');
  const cached = page.waitForResponse((r) => r.url().endsWith('/_data/docs/guide/install.json'));
  await link.hover();
  await cached;
  const offset = log.length;
  const file = source('guide/install.mdx');
  save(file, readFileSync(file, 'utf8') + '\nInstallation text written by the dev-reload spec.\n');
  await serverSays(/rebuilt 1 of \d+ pages/, offset);
  // Give the event time to reach the open page, which must stay as it is.
  await page.waitForTimeout(300);
  expect(await marked(page), 'the open page is untouched').toBe(true);
  await link.click();
  await expect(page).toHaveURL(/\/docs\/guide\/install$/);
  await expect(page.getByText('Installation text written by the dev-reload spec.')).toBeVisible();
});

test('a broken link is reported with file:line and the page keeps its last good output', async ({ page }) => {
  await openMarked(page, '/docs/guide/write');
  const file = source('guide/write.mdx');
  const good = readFileSync(file, 'utf8');
  const broken = good.replace(/\n*$/, '\n\n[A missing page](./missing.mdx)\n');
  const line = broken.split('\n').findIndex((l) => l.includes('missing.mdx')) + 1;
  const offset = log.length;
  save(file, broken);
  const out = await serverSays(/build failed/, offset);
  expect(out).toContain(`write.mdx:${line}:`);
  expect(out).toContain('missing.mdx');
  expect(await marked(page), 'a failed build does not reload the page').toBe(true);
  await page.reload();
  await expect(page.locator('article.dk-doc h1')).toBeVisible();
  await expect(page.getByText('A missing page')).toHaveCount(0);

  save(file, good + '\nFixed text written by the dev-reload spec.\n');
  await expect(page.getByText('Fixed text written by the dev-reload spec.')).toBeVisible();
});
