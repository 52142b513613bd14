// A navbar dropdown of the test site (docusaurus/testdata/site: "More", with
// a doc, the blog and an external link): it opens on hover and with its
// button, leads to its links in place, and marks itself while one of them is
// shown; in the mobile menu its links are a titled list.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, open, watchFullLoads } from '../../tests/browser/support';

/** The console problems, except the failed loads of the test config's script and stylesheet hosts (no network here). */
function problemsOf(page: Page): () => string[] {
  const all = collectProblems(page);
  return () => all.filter((p) => !/\(https:\/\/(cdn|fonts)\.example\.com\//.test(p));
}

const more = (page: Page) => page.locator('nav.dk-navbar .dk-navbar-items .dk-navbar-dropdown');
const toggle = (page: Page) => more(page).getByRole('button', { name: 'More' });
const menu = (page: Page) => more(page).locator('.dk-navbar-dropdown-menu');

test('the dropdown opens on hover and leads to a doc in place, then marks itself', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/blog');
  await expect(menu(page)).toBeHidden();
  await toggle(page).hover();
  await expect(menu(page)).toBeVisible();
  await expect(menu(page).getByRole('link')).toHaveText(['Setup guide', 'News', 'Status']);
  await expect(menu(page).getByRole('link', { name: 'News' }), 'the shown page is marked in the menu').toHaveAttribute('aria-current', 'page');
  await expect(menu(page).getByRole('link', { name: 'Status' })).toHaveAttribute('target', '_blank');
  await expect(toggle(page)).toHaveClass(/dk-navbar-item-active/);

  const loads = await watchFullLoads(page);
  await menu(page).getByRole('link', { name: 'Setup guide' }).click();
  await expect(page).toHaveURL('/guide/guides/setup-widget');
  await expect(page.locator('.dk-markdown h1')).toBeVisible();
  await loads.expectNoFullLoad();
  await page.mouse.move(5, 700);
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page), 'a page of the dropdown marks it').toHaveClass(/dk-navbar-item-active/);
  await expect(menu(page).locator('a', { hasText: 'Setup guide' }), 'the closed menu marks the page too').toHaveAttribute('aria-current', 'page');
  expect(problems()).toEqual([]);
});

test('the button opens and closes the menu; Escape and a click elsewhere close it', async ({ page }) => {
  await open(page, '/guide/intro');
  await expect(toggle(page)).not.toHaveClass(/dk-navbar-item-active/);
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.click(640, 600);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page)).toBeHidden();
});

test('in the mobile menu the dropdown is a titled list of its links', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await open(page, '/guide/intro');
  await page.getByRole('button', { name: 'Open navigation bar' }).click();
  const panel = page.getByRole('dialog');
  const group = panel.locator('.dk-navbar-sidebar-dropdown', { hasText: 'More' });
  await expect(group.locator('.dk-navbar-sidebar-dropdown-label')).toHaveText('More');
  await expect(group.getByRole('link')).toHaveText(['Setup guide', 'News', 'Status']);
  await group.getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(panel).toBeHidden();
});
