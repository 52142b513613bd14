// The navbar's GitHub link is external: it opens in a new tab without access to the opener, and has an accessible name.
import { expect, test, type Locator } from '@playwright/test';
import { GITHUB, MOBILE, openMenu, panel } from './navbar-support';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });

async function expectExternal(link: Locator): Promise<void> {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', GITHUB.href);
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
  expect(rel).toContain('noopener');
  expect(rel).toContain('noreferrer');
  await expect(link).toHaveAccessibleName(GITHUB.name);
}

test('the GitHub link on the right of the navbar is external, opens a new tab, and is named', async ({ page, context }) => {
  const problems = collectProblems(page);
  await context.route('https://github.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>GitHub</title>' }));
  await open(page, '/docs/guide/intro');
  const nav = page.getByRole('navigation', { name: '메인' });
  const link = nav.getByRole('link', { name: GITHUB.name });
  await expectExternal(link);
  await expect(link).toHaveClass(/dk-navbar-item-external/);
  // On the right: after every left item.
  const right = await link.boundingBox();
  const left = await nav.getByRole('link', { name: '릴리스 노트' }).boundingBox();
  expect(right && left && right.x > left.x + left.width).toBe(true);

  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(`${GITHUB.href}`);
  expect(await popup.evaluate(() => window.opener), 'noopener: the new tab has no opener').toBeNull();
  await expect(page).toHaveURL('/docs/guide/intro'); // this tab stays where it was
  expect(problems).toEqual([]);
});

test('the GitHub link in the mobile menu is external and named too', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize(MOBILE);
  await open(page, '/docs/guide/intro');
  await openMenu(page);
  await expectExternal(panel(page).getByRole('link', { name: GITHUB.name }));
  expect(problems).toEqual([]);
});
