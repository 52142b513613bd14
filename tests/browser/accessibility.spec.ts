// An axe-core scan finds no accessibility violations on the landing page, a doc
// page (code blocks, tabs, tables, admonitions) and the not-found page, at desktop
// and at phone width, and with the mobile menu open.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support';

test.describe.configure({ mode: 'parallel' });

const pages = [
  { name: 'landing page', path: '/' },
  { name: 'doc page with tabs and tables', path: '/docs/guide/iap' },
  { name: 'SDK namespace page', path: '/docs/sdk/namespaces/push' },
  { name: 'not-found page', path: '/docs/no-such-page' },
];

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`,
  );
}

for (const width of [1280, 390]) {
  for (const p of pages) {
    test(`${p.name} at ${width} px has no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(p.path);
      await waitForHydration(page);
      expect(await violations(page)).toEqual([]);
    });
  }
}

test('the open mobile menu has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/docs/guide/intro');
  await waitForHydration(page);
  const toggle = page.locator('button[aria-expanded]').first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await violations(page)).toEqual([]);
});
