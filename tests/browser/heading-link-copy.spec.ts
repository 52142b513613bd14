// Activating a heading's "#" link (a.dk-hash-link) copies the heading's full URL
// to the clipboard, says so next to the heading for about two seconds (a
// role="status" message "링크를 복사했습니다"), and still puts the hash in the URL.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 800 } });

const MESSAGE = '링크를 복사했습니다';

async function grant(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const hash = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const status = (page: Page) => page.getByRole('status').filter({ hasText: MESSAGE });

/** The id of the nth h2 of the article's body (content may change; the test should not). */
async function h2Id(page: Page, n: number): Promise<string> {
  const ids = await page.locator('article.dk-doc .dk-markdown h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
  expect(ids.length, 'h2 headings in the body').toBeGreaterThan(n);
  return ids[n];
}

test('clicking a heading link copies its URL, shows the message by the heading and sets the hash', async ({ page, context, baseURL }) => {
  await grant(context, baseURL);
  const problems = collectProblems(page);
  await open(page, '/docs/sdk/getting-started');
  // Something else on the clipboard first, so the check cannot pass by accident.
  await page.evaluate(() => navigator.clipboard.writeText('before'));

  const id = await h2Id(page, 1);
  const heading = page.locator(`article.dk-doc h2[id="${id}"]`);
  await heading.hover();
  const link = heading.locator('a.dk-hash-link');
  await expect(link).toHaveAttribute('href', `#${id}`);
  await link.click();

  const origin = new URL(baseURL!).origin;
  await expect.poll(() => clipboard(page)).toBe(`${origin}/docs/sdk/getting-started#${id}`);
  await expect.poll(() => hash(page)).toBe(`#${id}`);

  const msg = status(page);
  await expect(msg).toBeVisible();
  await expect(msg).toHaveText(MESSAGE);
  // Next to the heading: on the same line, to the right of the "#".
  const h = (await heading.boundingBox())!;
  const m = (await msg.boundingBox())!;
  expect(m.y + m.height / 2).toBeGreaterThan(h.y);
  expect(m.y + m.height / 2).toBeLessThan(h.y + h.height);
  const l = (await link.boundingBox())!;
  expect(m.x).toBeGreaterThanOrEqual(l.x + l.width);

  // It goes away after about two seconds.
  await expect(msg).toBeHidden({ timeout: 4000 });
  expect(problems).toEqual([]);
});

test('the keyboard works too: Enter on a focused heading link copies it, without the query string', async ({ page, context, baseURL }) => {
  await grant(context, baseURL);
  const problems = collectProblems(page);
  await open(page, '/docs/api/push/v2/endpoints?ref=test');
  const id = await h2Id(page, 1);
  const link = page.locator(`article.dk-doc h2[id="${id}"] a.dk-hash-link`);
  await link.focus();
  await page.keyboard.press('Enter');
  const origin = new URL(baseURL!).origin;
  await expect.poll(() => clipboard(page)).toBe(`${origin}/docs/api/push/v2/endpoints#${id}`);
  await expect(status(page)).toBeVisible();
  await expect.poll(() => hash(page)).toBe(`#${id}`);
  expect(problems).toEqual([]);
});

test('heading links keep working after client-side navigation, with the new page path', async ({ page, context, baseURL }) => {
  await grant(context, baseURL);
  const problems = collectProblems(page);
  await open(page, '/docs/api/push/v1/endpoints');
  await page.locator('nav.dk-pagination a.dk-pagination-next').click();
  await expect(page).toHaveURL('/docs/api/push/v2/endpoints');
  const id = await h2Id(page, 2);
  const heading = page.locator(`article.dk-doc h2[id="${id}"]`);
  await heading.hover();
  await heading.locator('a.dk-hash-link').click();
  const origin = new URL(baseURL!).origin;
  await expect.poll(() => clipboard(page)).toBe(`${origin}/docs/api/push/v2/endpoints#${id}`);
  // Exactly one status region on the page, whatever the navigation history.
  await expect(page.locator('.dk-hash-status')).toHaveCount(1);
  expect(problems).toEqual([]);
});
