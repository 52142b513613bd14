// Search on a phone (390×844, touch): the navbar shows the search button as
// an icon, it opens the dialog over the whole screen, and a tapped result
// navigates client-side to its section.
import { expect, test } from '@playwright/test';
import { open, watchFullLoads } from './support';
import { absolute, anchorTarget, dialog, field, RESULT, resultHrefs, search, SEARCH_BUTTON } from './search-support';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test('at 390 px the navbar search icon opens a full-screen dialog whose results are tappable', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  const button = page.locator(SEARCH_BUTTON);
  await expect(button).toBeVisible();
  await expect(button).toBeInViewport();
  await expect(button).toHaveAccessibleName('검색');
  // An icon only: the label (the button's name) is visually hidden, the key hint not shown.
  await expect(button.locator('svg')).toBeVisible();
  const label = await button.locator('.dk-search-button-label').boundingBox();
  expect(label === null || (label.width <= 1 && label.height <= 1), `label box ${JSON.stringify(label)}`).toBe(true);
  await expect(button.locator('.dk-search-button-keys')).toBeHidden();
  const size = await button.boundingBox();
  expect(size, 'button box').not.toBeNull();
  expect(size!.width, 'tap target width').toBeGreaterThanOrEqual(24);
  expect(size!.height, 'tap target height').toBeGreaterThanOrEqual(24);

  const loads = await watchFullLoads(page);
  await button.tap();
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
  const box = await dialog(page).boundingBox();
  expect(box, 'dialog box').not.toBeNull();
  expect(box!.x).toBeCloseTo(0, 0);
  expect(box!.y).toBeCloseTo(0, 0);
  expect(box!.width).toBeCloseTo(PHONE.width, 0);
  expect(box!.height).toBeCloseTo(PHONE.height, 0);
  await expect(dialog(page).getByRole('button', { name: '닫기' })).toBeInViewport();

  await search(page, '푸시 토큰 발급');
  const hrefs = await resultHrefs(page);
  const index = hrefs.findIndex((h) => h.includes('#'));
  expect(index, `a result with an anchor among ${hrefs.join(', ')}`).toBeGreaterThanOrEqual(0);
  const result = page.locator(RESULT).nth(index);
  await result.scrollIntoViewIfNeeded();
  await expect(result).toBeInViewport();
  await result.tap();

  await expect(page).toHaveURL(absolute(page, hrefs[index]));
  await expect(dialog(page)).toHaveCount(0);
  await expect(anchorTarget(page, hrefs[index])).toBeInViewport();
  await loads.expectNoFullLoad();
});
