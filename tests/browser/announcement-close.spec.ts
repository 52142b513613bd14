// The announcement bar can be closed; the dismissal is stored per announcement id
// and survives reloads and client-side navigation.
import { expect, test } from '@playwright/test';
import { collectProblems, expectDocAt, open, routeTitle, SIDEBAR_LINK } from './support';
import { ANNOUNCEMENT_ID, BAR, CLOSE, dismissKey } from './prepaint-support';

test.describe.configure({ mode: 'parallel' });

test('the bar shows the announcement and its link, with a close button named 닫기', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/intro');
  const bar = page.locator(BAR);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('SDK v1.8.0');
  await expect(bar.locator('a')).toHaveAttribute('href', '/docs/releases/v1/sdk/release-v-1-8-0');
  await expect(bar.getByRole('button', { name: '닫기' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('closing the bar hides it, stores the dismissal under its id, and it stays closed', async ({ page, request }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/intro');
  expect(await page.evaluate((k) => localStorage.getItem(k), dismissKey(ANNOUNCEMENT_ID))).toBeNull();
  await page.locator(CLOSE).click();
  await expect(page.locator(BAR)).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), dismissKey(ANNOUNCEMENT_ID))).toBe('true');

  // Client-side navigation keeps it closed.
  const to = '/docs/guide/app-source';
  await page.locator(`${SIDEBAR_LINK}[href="${to}"]`).click();
  await expectDocAt(page, to, await routeTitle(request, to));
  await expect(page.locator(BAR)).toHaveCount(0);

  // So does a full load of another page.
  await open(page, '/');
  await expect(page.locator(BAR)).toHaveCount(0);
  await expect(page.locator('main#__docskit_main')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the close button works from the keyboard', async ({ page }) => {
  await open(page, '/');
  await page.locator(CLOSE).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(BAR)).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), dismissKey(ANNOUNCEMENT_ID))).toBe('true');
});
