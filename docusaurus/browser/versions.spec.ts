// Versioned docs of a Docusaurus site folder (docusaurus/testdata/versioned):
// the docs folder is "Canary" (at /docs/next), 2.0 the last version (at
// /docs), 1.0 an old one (at /docs/1.0). A banner on an old version's docs
// leads to the latest; the navbar's version dropdown switches to the same
// doc in another version without a full load; the chosen version is
// remembered, as Docusaurus remembers it.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, open, watchFullLoads } from '../../tests/browser/support';

const KEY = 'docs-preferred-version-default';
const stored = (page: Page) => page.evaluate((k) => localStorage.getItem(k), KEY);
const dropdown = (page: Page) => page.locator('nav.dk-navbar .dk-navbar-dropdown');
const h1 = (page: Page) => page.locator('.dk-markdown h1');

/** The console problems, except the browser's request for the icon the site has not. */
function problemsOf(page: Page): () => string[] {
  const all = collectProblems(page);
  return () => all.filter((p) => !p.includes('/favicon.ico'));
}

test('an old version shows the unmaintained banner and its badge; its link leads to the same doc in the latest version', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/docs/1.0/install');
  await expect(page.locator('html'), "the version's class is on <html>, as Docusaurus puts it").toHaveClass('docs-version-1.0');
  const banner = page.locator('.dk-version-banner');
  await expect(banner).toContainText('This is documentation for Gadget 1.0 (legacy), which is no longer actively maintained.');
  await expect(banner).toContainText('For up-to-date documentation, see the latest version (2.0).');
  await expect(page.locator('.dk-version-badge')).toHaveText('Version: 1.0 (legacy)');
  await expect(dropdown(page).locator('.dk-navbar-dropdown-toggle')).toHaveText('1.0 (legacy)');

  const loads = await watchFullLoads(page);
  await banner.getByRole('link', { name: 'latest version' }).click();
  await expect(page).toHaveURL('/docs/install');
  await expect(h1(page)).toHaveText('Install');
  await expect(page.locator('.dk-version-banner')).toHaveCount(0);
  await expect(page.locator('.dk-version-badge')).toHaveText('Version: 2.0');
  await expect(page.locator('html')).toHaveClass('docs-version-2.0', { timeout: 1000 });
  await loads.expectNoFullLoad();
  expect(await stored(page), 'following the banner makes the latest version the preferred one').toBe('2.0');
  expect(problems()).toEqual([]);
});

test('a doc the latest version lacks: the banner leads to its main doc', async ({ page }) => {
  await open(page, '/docs/1.0/legacy-config');
  await expect(page.locator('.dk-version-banner a')).toHaveAttribute('href', '/docs/intro');
});

test('the unreleased version says so', async ({ page }) => {
  await open(page, '/docs/next/plugins');
  await expect(page.locator('.dk-version-banner')).toContainText('This is unreleased documentation for Gadget Canary version.');
});

test('the dropdown switches to the same doc in another version by client navigation, keeping the #hash', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/docs/install#check-the-install');
  const menu = dropdown(page);
  await expect(menu.locator('.dk-navbar-dropdown-toggle')).toHaveText('2.0');
  const loads = await watchFullLoads(page);
  await menu.locator('.dk-navbar-dropdown-toggle').click();
  await expect(menu.locator('.dk-navbar-dropdown-menu')).toBeVisible();
  const old = menu.getByRole('link', { name: '1.0 (legacy)' });
  await expect(old).toHaveAttribute('href', '/docs/1.0/install#check-the-install');
  await old.click();
  await expect(page).toHaveURL('/docs/1.0/install#check-the-install');
  await expect(page.locator('.dk-markdown')).toContainText('Download the 1.0 installer');
  await expect(menu.locator('.dk-navbar-dropdown-toggle')).toHaveText('1.0 (legacy)');
  await expect(menu.getByRole('link', { name: '1.0 (legacy)' })).toHaveAttribute('aria-current', 'page');
  await loads.expectNoFullLoad();

  // A doc only 1.0 has: the other versions lead to their main doc (the
  // menu is closed: its links are hidden).
  await open(page, '/docs/1.0/legacy-config');
  await expect(menu.locator('a', { hasText: 'Canary' })).toHaveAttribute('href', '/docs/next/intro');
  await expect(menu.locator('a', { hasText: 'Older releases' })).toHaveAttribute('href', 'https://archive.gadget.example.com/');
  expect(problems()).toEqual([]);
});

test('the chosen version is remembered: the navbar leads into it from any page, after a reload too', async ({ page }) => {
  const problems = problemsOf(page);
  await open(page, '/');
  const guide = page.locator('nav.dk-navbar a.dk-navbar-item', { hasText: 'Guide' });
  await expect(guide).toHaveAttribute('href', '/docs/intro', { timeout: 1000 });
  expect(await stored(page), 'visiting pages chooses nothing').toBeNull();

  await open(page, '/docs/intro');
  expect(await stored(page), 'showing a versioned doc chooses nothing').toBeNull();
  await dropdown(page).locator('.dk-navbar-dropdown-toggle').click();
  await dropdown(page).getByRole('link', { name: '1.0 (legacy)' }).click();
  await expect(page).toHaveURL('/docs/1.0/intro');
  expect(await stored(page)).toBe('1.0');

  await open(page, '/');
  await expect(guide).toHaveAttribute('href', '/docs/1.0/intro');
  await expect(page.locator('nav.dk-navbar a.dk-navbar-item', { hasText: 'Install' })).toHaveAttribute('href', '/docs/1.0/install');
  await expect(dropdown(page).locator('.dk-navbar-dropdown-toggle')).toHaveText('1.0 (legacy)');

  // A doc of another version shows that version, whatever the preference.
  await open(page, '/docs/next/intro');
  await expect(dropdown(page).locator('.dk-navbar-dropdown-toggle')).toHaveText('Canary');
  await expect(guide).toHaveAttribute('href', '/docs/next/intro');
  await expect(guide).toHaveClass(/dk-navbar-item-active/);
  expect(await stored(page)).toBe('1.0');
  expect(problems()).toEqual([]);
});

test('in the mobile menu the versions are a list under "Versions"', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  const problems = problemsOf(page);
  await open(page, '/docs/next/install');
  await page.locator('button.dk-navbar-toggle').click();
  const list = page.locator('.dk-navbar-sidebar .dk-navbar-sidebar-dropdown');
  await expect(list.locator('.dk-navbar-sidebar-dropdown-label')).toHaveText('Versions');
  await expect(list.locator('a')).toHaveText(['Canary', '2.0', '1.0 (legacy)', 'Older releases']);
  await list.getByRole('link', { name: '2.0' }).click();
  await expect(page).toHaveURL('/docs/install');
  expect(await stored(page)).toBe('2.0');
  expect(problems()).toEqual([]);
});
