// An axe-core scan finds no accessibility violations in the open search
// dialog showing results (one of them active, matches marked), at desktop
// and phone width, in light and dark mode, and in its no-results state.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { showDark } from './prepaint-support';
import { open } from './support';
import { dialog, openSearch, RESULT, search } from './search-support';

test.describe.configure({ mode: 'parallel' });

/**
 * Violations in the dialog. The page behind it (#__docskit) is left out: while the
 * modal is open it is covered by the backdrop and inert, and accessibility.spec.ts
 * scans the pages themselves.
 */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).exclude('#__docskit').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`,
  );
}

for (const theme of ['light', 'dark']) {
  for (const width of [1280, 390]) {
    test(`the search dialog with results at ${width} px (${theme}) has no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/docs/guide/intro');
      if (theme === 'dark') await showDark(page);
      await openSearch(page);
      await search(page, '푸시 토큰 발급');
      // The second result active, so both the active and the plain look are scanned.
      await page.keyboard.press('ArrowDown');
      await expect(page.locator(RESULT).nth(1)).toHaveAttribute('aria-selected', 'true');
      // The context lines (they follow the results) have arrived.
      await expect(page.locator('.dk-search-result-pending')).toHaveCount(0);
      await expect(page.locator(`${RESULT} .dk-search-result-context mark`).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
}

test('the search dialog without results has no axe violations', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  await openSearch(page);
  await search(page, 'qzxqzvv');
  await expect(dialog(page).getByText('검색 결과가 없습니다', { exact: false })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
