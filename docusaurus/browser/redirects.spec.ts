// The test site's plugin-client-redirects pages: the browser lands on the
// target under its clean URL, keeping the query and hash it came with
// unless the target has its own; the page's one script runs under the
// site's Content-Security-Policy (served by docskit serve).
import { expect, test } from '@playwright/test';
import { collectProblems } from '../../tests/browser/support';

test('a redirect page keeps the query and hash the visitor came with', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/start?ref=mail#next-steps');
  await expect(page).toHaveURL(/\/guide\/intro\?ref=mail#next-steps$/);
  await expect(page.locator('h1').first()).toBeVisible();
  // createRedirects' pages too.
  await page.goto('/v1/setup-widget?ref=old');
  await expect(page).toHaveURL(/\/guide\/guides\/setup-widget\?ref=old$/);
  expect(problems.filter((p) => /Content Security Policy|Refused/.test(p)), 'the script is allowed by the CSP').toEqual([]);
});

test("a redirect whose target has a query and hash keeps the target's", async ({ page }) => {
  await page.goto('/old-help?ref=mail#top');
  await expect(page).toHaveURL(/\/help\?from=old#contact$/);
});
