// Each code block has a copy button: it copies the code (without line numbers)
// and says so; on a touch phone, where nothing hovers, the button is visible.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

test('the copy button copies the code of its block and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/sdk/namespaces/push');
  await waitForHydration(page);
  const block = page.locator('.dk-codeblock').first();
  await block.hover();
  const button = block.getByRole('button', { name: '클립보드에 코드 복사' });
  await expect(button).toHaveCSS('opacity', '1');
  await button.click();
  await expect(button).toHaveText('복사했습니다');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const shown = (await block.locator('pre code').innerText()).trim();
  expect(copied.trim()).toBe(shown);
  expect(copied).toContain('nuri.push');
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the copy button is visible without hovering, and code is set smaller', async ({ page }) => {
    await page.goto('/docs/sdk/namespaces/push');
    await waitForHydration(page);
    const block = page.locator('.dk-codeblock').first();
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('button', { name: '클립보드에 코드 복사' })).toHaveCSS('opacity', '1');
    await expect(block.locator('pre')).toHaveCSS('font-size', '13px');
  });
});
