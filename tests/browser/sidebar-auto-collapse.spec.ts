// Sidebar categories auto-collapse (config.docs.autoCollapseCategories):
// opening one category closes its open siblings.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 900 } });

const sidebar = (page: Page) => page.locator('aside.dk-doc-sidebar nav.dk-sidebar');

/** The toggle of a category: its caret (categories with an index page) or its label button. */
function toggleOf(nav: Locator, label: string): Locator {
  return nav.getByRole('button', { name: new RegExp(`^('${label}' 카테고리 (펼치기|접기)|${label})$`) });
}

test('opening a category closes its open sibling', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/intro');
  const nav = sidebar(page);
  const deepLink = toggleOf(nav, '딥 링크');
  const push = toggleOf(nav, '푸시 알림');
  await expect(deepLink).toHaveAttribute('aria-expanded', 'false');
  await expect(push).toHaveAttribute('aria-expanded', 'false');

  await deepLink.click();
  await expect(deepLink).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.locator('a[href="/docs/guide/deep-link/app-link"]')).toBeVisible();

  await push.click();
  await expect(push).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.locator('a[href="/docs/guide/push/topic-push"]')).toBeVisible();
  // The sibling closed.
  await expect(deepLink).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.locator('a[href="/docs/guide/deep-link/app-link"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the category of the current page closes too when a sibling opens', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/push/topic-push');
  const nav = sidebar(page);
  const push = toggleOf(nav, '푸시 알림');
  const sandbox = toggleOf(nav, '샌드박스');
  await expect(push).toHaveAttribute('aria-expanded', 'true');
  await sandbox.click();
  await expect(sandbox).toHaveAttribute('aria-expanded', 'true');
  await expect(push).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.locator('a[href="/docs/guide/sandbox/sandbox-overview"]')).toBeVisible();
  expect(problems).toEqual([]);
});

test('categories without an index page auto-collapse as well (releases)', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/releases/v1/sdk/intro');
  const nav = sidebar(page);
  const sdk = toggleOf(nav, 'SDK');
  const appSource = toggleOf(nav, '앱 소스');
  await expect(sdk).toHaveAttribute('aria-expanded', 'true');
  await appSource.click();
  await expect(appSource).toHaveAttribute('aria-expanded', 'true');
  await expect(sdk).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.locator('a[href="/docs/releases/v1/sdk/release-v-1-8-0"]')).toHaveCount(0);
  // Closing a category leaves the others as they are.
  await appSource.click();
  await expect(appSource).toHaveAttribute('aria-expanded', 'false');
  await expect(sdk).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});
