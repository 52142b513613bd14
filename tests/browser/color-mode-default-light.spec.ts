// With nothing stored, the colour mode is the configured default: light
// (colorMode.default; respectPrefersColorScheme is off), whatever the OS prefers.
import { expect, test } from '@playwright/test';
import { collectProblems, waitForHydration } from './support';
import { LIGHT_BG, openBeforeBundle, pageBackground, themeAttrs } from './prepaint-support';

test.describe.configure({ mode: 'parallel' });

for (const scheme of ['light', 'dark'] as const) {
  test(`nothing stored, OS prefers ${scheme}: light before and after the bundle runs`, async ({ page }) => {
    const problems = collectProblems(page);
    await page.emulateMedia({ colorScheme: scheme });
    const hold = await openBeforeBundle(page, '/docs/guide/intro');
    expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
    expect(await pageBackground(page)).toBe(LIGHT_BG);

    hold.release();
    await waitForHydration(page);
    expect(await themeAttrs(page)).toEqual({ theme: 'light', choice: 'light' });
    expect(await pageBackground(page)).toBe(LIGHT_BG);
    // The default is not written to storage, and no switch is shown (colorMode.disableSwitch).
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await expect(page.getByRole('button', { name: /다크|라이트|색상|테마/ })).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}
