// The browser's site search (opensearch.xml: https://…/?q={searchTerms}) lands on a page with ?q=…:
// search opens with that query and its results, and the parameter leaves the address so that a
// reload or a shared link of the page does not open search again.
import { expect, test } from '@playwright/test';
import { dialog, field, resultHrefs, resultList } from './search-support';
import { open } from './support';

test('a page opened with ?q= opens search with that query', async ({ page }) => {
  await open(page, '/?q=' + encodeURIComponent('환불 웹훅'));
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toHaveValue('환불 웹훅');
  await expect(resultList(page)).toHaveAttribute('data-query', '환불 웹훅');
  expect((await resultHrefs(page))[0]).toBe('/docs/guide/webhook/iap/refund');
  expect(new URL(page.url()).search).toBe('');

  // Closed and reloaded: the page, without search.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  await page.waitForTimeout(300);
  await expect(dialog(page)).toHaveCount(0);
});

test('other parameters and the hash stay; an empty ?q= opens nothing', async ({ page }) => {
  await open(page, '/docs/guide/intro?q=getToken&utm_source=x#구성-요소');
  await expect(field(page)).toHaveValue('getToken');
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBeNull();
  expect(url.searchParams.get('utm_source')).toBe('x');
  expect(decodeURIComponent(url.hash)).toBe('#구성-요소');

  await open(page, '/docs/guide/intro?q=');
  await page.waitForTimeout(300);
  await expect(dialog(page)).toHaveCount(0);
});
