// The dismissal belongs to one announcement id: a bar with a new id shows again
// to a visitor who closed an earlier one. (The site's id cannot change at run
// time, so the stored dismissal is for another id instead.)
import { expect, test } from '@playwright/test';
import { collectProblems, open } from './support';
import { ANNOUNCEMENT_ID, BAR, dismissKey, seedStorage } from './prepaint-support';

test.describe.configure({ mode: 'parallel' });

test('a dismissal stored for an earlier id does not hide the current bar', async ({ page }) => {
  const problems = collectProblems(page);
  await seedStorage(page, { [dismissKey('sdk-v1-7-0')]: 'true' });
  await open(page, '/docs/guide/intro');
  await expect(page.locator(BAR)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-announcement-dismissed'))).toBe(false);
  expect(problems).toEqual([]);
});

test('a dismissal stored for the current id hides the bar', async ({ page }) => {
  const problems = collectProblems(page);
  await seedStorage(page, { [dismissKey(ANNOUNCEMENT_ID)]: 'true' });
  await open(page, '/docs/guide/intro');
  await expect(page.locator(BAR)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-announcement-dismissed'))).toBe('true');
  expect(problems).toEqual([]);
});

test('a stored value other than "true" does not hide the bar', async ({ page }) => {
  await seedStorage(page, { [dismissKey(ANNOUNCEMENT_ID)]: 'false' });
  await open(page, '/');
  await expect(page.locator(BAR)).toBeVisible();
});
