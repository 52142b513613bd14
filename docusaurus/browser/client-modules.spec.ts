// The test site's clientModules (docusaurus/testdata/site): a script that
// runs once and marks <html> with the route after each route change (its
// onRouteDidUpdate), and a stylesheet that draws a rule above the footer.
import { expect, test } from '@playwright/test';
import { open } from '../../tests/browser/support';

test("the config's client modules run on every page and follow route changes", async ({ page }) => {
  await open(page, '/guide/intro');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-widget-route', '/guide/intro');
  await expect(html).toHaveAttribute('data-widget-previous', '');
  await expect(page.locator('footer.dk-footer')).toHaveCSS('border-top-color', 'rgb(12, 34, 56)');

  await page.locator('nav.dk-navbar').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(html).toHaveAttribute('data-widget-route', '/blog');
  await expect(html).toHaveAttribute('data-widget-previous', '/guide/intro');
  expect(await page.evaluate(() => (window as Window & { widgetClientModuleRuns?: number }).widgetClientModuleRuns), 'the module ran once').toBe(1);
});
