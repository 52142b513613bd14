// The search shortcuts: "/" opens search from the page but is typed as usual
// in a text field; Ctrl+K and ⌘K (Meta+K) open it from anywhere, a text field
// included. The browser's own action for the shortcut is prevented.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, open } from './support';
import { dialog, field, resultList, search, SEARCH_BUTTON } from './search-support';

test.describe.configure({ mode: 'parallel' });

type Keys = Window & { __dkKeys?: { key: string; prevented: boolean }[] };

/**
 * Records, for every keydown, whether its default action was prevented by the
 * time it bubbled to window (after the page's document-level handlers).
 * Calling it again starts a new record.
 */
async function recordKeys(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Keys;
    if (!w.__dkKeys) window.addEventListener('keydown', (e) => w.__dkKeys!.push({ key: e.key, prevented: e.defaultPrevented }));
    w.__dkKeys = [];
  });
}

async function keysSeen(page: Page): Promise<{ key: string; prevented: boolean }[]> {
  return page.evaluate(() => (window as Keys).__dkKeys ?? []);
}

/** Focus on the page itself, not on a field or a button. */
async function focusPage(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
}

test('"/" on the page opens search with focus in the field and the key prevented', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/intro');
  await recordKeys(page);
  await focusPage(page);
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue('');
  expect(await keysSeen(page)).toEqual([{ key: '/', prevented: true }]);
  expect(problems).toEqual([]);
});

test('"/" typed in a text field is typed, and does not open or steal search', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  // Load the dialog chunk first (hovering the button does), so a wrong open would show at once.
  await page.locator(SEARCH_BUTTON).hover();
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'dk-test-input';
    input.setAttribute('aria-label', 'test input');
    const area = document.createElement('textarea');
    area.id = 'dk-test-area';
    area.setAttribute('aria-label', 'test area');
    document.querySelector('article')!.prepend(input, area);
  });
  await recordKeys(page);
  for (const id of ['#dk-test-input', '#dk-test-area']) {
    const el = page.locator(id);
    await el.focus();
    await page.keyboard.type('a/b');
    await expect(el).toHaveValue('a/b');
    await expect(el).toBeFocused();
  }
  expect((await keysSeen(page)).filter((k) => k.key === '/')).toEqual([
    { key: '/', prevented: false },
    { key: '/', prevented: false },
  ]);
  await expect(dialog(page)).toHaveCount(0);

  // In the search field itself, "/" is part of the query and the dialog stays as it is.
  await focusPage(page);
  await page.keyboard.press('/');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('nuri/push');
  await expect(field(page)).toHaveValue('nuri/push');
  await expect(resultList(page)).toHaveAttribute('data-query', 'nuri/push');
  await expect(dialog(page)).toHaveCount(1);
});

// Lower-case k, as a real keyboard sends it with Ctrl or ⌘ ("K" would be Shift+K).
for (const combo of ['Control+k', 'Meta+k']) {
  test(`${combo.replace('k', 'K')} opens search from the page and from a text field, with the key prevented`, async ({ page }) => {
    await open(page, '/docs/guide/intro');
    await recordKeys(page);
    await focusPage(page);
    await page.keyboard.press(combo);
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    expect(await keysSeen(page)).toEqual([
      { key: combo.split('+')[0], prevented: false },
      { key: 'k', prevented: true },
    ]);

    await search(page, '토큰');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    // From a text field on the page too.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'dk-test-input';
      input.setAttribute('aria-label', 'test input');
      document.querySelector('article')!.prepend(input);
    });
    await page.locator('#dk-test-input').focus();
    await recordKeys(page);
    await page.keyboard.press(combo);
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await expect(page.locator('#dk-test-input')).toHaveValue('');
    expect((await keysSeen(page)).filter((k) => k.key === 'k')).toEqual([{ key: 'k', prevented: true }]);
  });
}
