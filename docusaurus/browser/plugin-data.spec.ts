// A page whose component reads a Docusaurus plugin's data (which docskit does
// not run) shows a notice in its body, on the server and after hydration,
// instead of failing the build or crashing the page.
import { expect, test } from '@playwright/test';
import { open } from '../../tests/browser/support';

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/(cdn|fonts)\.example\.com\//, (r) => r.fulfill({ status: 200, body: '' }));
});

test('a component that needs a plugin: a notice, the rest of the page works', async ({ page }) => {
  const res = await page.request.get('/guide/guides/releases');
  expect(await res.text(), 'the server HTML has the notice').toContain('dk-stand-in');
  await open(page, '/guide/guides/releases');
  await expect(page.locator('main .dk-stand-in')).toBeVisible();
  await expect(page.locator('main h1')).toHaveText('Releases');
  await expect(page.locator('.dk-crash'), 'no crash screen').toHaveCount(0);
  // The page is live: client navigation to another doc works.
  await page.locator('a[href="/guide/intro"]').first().click();
  await expect(page.locator('main h1')).toHaveText('Introduction');
});
