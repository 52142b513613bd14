// The llms plugin's "페이지 복사" button under a doc title copies the page's
// Markdown (the same text as its .md URL) and says so; it follows
// client-side navigation to the next page.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

test('the copy page button copies the Markdown of the page shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/sdk/namespaces/push');
  await waitForHydration(page);
  const button = page.locator('.dk-copy-page-button');
  await expect(button).toHaveText('페이지 복사');
  await button.click();
  await expect(button).toHaveText('복사했습니다');
  await expect(page.getByRole('status').filter({ hasText: '복사했습니다' })).toHaveCount(1);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const served = await (await page.request.get('/docs/sdk/namespaces/push.md')).text();
  expect(copied).toBe(served);
  expect(copied.startsWith('# push 네임스페이스\n')).toBe(true);
  await expect(button).toHaveText('페이지 복사', { timeout: 5000 });

  // After a client-side move, the button copies the new page.
  await page.locator('.dk-pagination a').last().click();
  await expect(page).not.toHaveURL(/namespaces\/push$/);
  const route = new URL(page.url()).pathname;
  await button.click();
  await expect(button).toHaveText('복사했습니다');
  const next = await page.evaluate(() => navigator.clipboard.readText());
  expect(next).toBe(await (await page.request.get(route + '.md')).text());
});

test('the copy page button says when copying failed', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route('**/docs/sdk/namespaces/push.md', (r) => r.fulfill({ status: 500, body: 'no' }));
  await page.goto('/docs/sdk/namespaces/push');
  await waitForHydration(page);
  const button = page.locator('.dk-copy-page-button');
  await expect(button).toHaveText('페이지 복사');
  await button.click();
  await expect(button).toHaveText('복사하지 못했습니다');
});
