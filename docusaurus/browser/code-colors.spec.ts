// Code blocks of a Docusaurus site take its Prism theme's colours
// (themeConfig.prism.theme of docusaurus/testdata/site: a cream background,
// red keywords, grey comments), in its dark colour mode too, since the
// config has no darkTheme.
import { expect, test } from '@playwright/test';
import { open } from '../../tests/browser/support';

test("a code block shows the Prism theme's colours", async ({ page }) => {
  await open(page, '/guide/guides/setup-widget');
  const block = page.locator('.dk-codeblock').first();
  await expect(block).toHaveCSS('background-color', 'rgb(246, 241, 231)');
  await expect(block.locator('.k', { hasText: 'const' })).toHaveCSS('color', 'rgb(179, 38, 30)');
  await expect(block.locator('.c').first()).toHaveCSS('color', 'rgb(138, 143, 135)');
  await expect(page.locator('html'), 'the site defaults to dark').toHaveAttribute('data-theme', 'dark');
});
