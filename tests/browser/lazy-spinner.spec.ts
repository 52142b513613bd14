// While a lazy component's chunk is loading, nothing is shown for 200 ms, then a spinner,
// until the component appears.
import { expect, test } from '@playwright/test';
import { open } from './support';
import { addDetails, DETAILS_SUMMARY, routeLazyChunks } from './navigation-support';

// A route handler still running when a test ends must not fail it.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test('the spinner appears only after 200 ms of loading and goes when the component is in', async ({ page }) => {
  await addDetails(page, '/docs/guide/intro');
  // The first load fails (error + Retry); Retry then waits on a chunk held until released.
  let mode: 'abort' | 'hold' = 'abort';
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await routeLazyChunks(
    page,
    async (r) => {
      if (mode === 'abort') return r.abort();
      await held;
      await r.fallback();
    },
    '/docs/guide/intro',
  );
  await open(page, '/docs/guide/intro');
  const retry = page.locator('article.dk-doc .dk-lazy-error').getByRole('button', { name: '다시 시도' });
  await expect(retry).toBeVisible();

  // Record when the spinner is added, relative to the click.
  await page.evaluate(() => {
    const w = window as Window & { __spinnerAt?: number; __clickAt?: number };
    document.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true });
    new MutationObserver(() => {
      if (w.__spinnerAt === undefined && document.querySelector('.dk-lazy-loading')) w.__spinnerAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  mode = 'hold';
  await retry.click();
  // Right after the click (if the check itself runs within 200 ms) there is no spinner yet.
  const early = await page.evaluate(() => ({
    elapsed: performance.now() - ((window as Window & { __clickAt?: number }).__clickAt ?? 0),
    spinner: document.querySelectorAll('.dk-lazy-loading').length,
  }));
  if (early.elapsed < 190) expect(early.spinner, 'no spinner within the first 200 ms').toBe(0);
  const spinner = page.locator('article.dk-doc .dk-lazy-loading');
  await expect(spinner).toBeVisible();
  await expect(spinner).toHaveAttribute('role', 'status');
  const delay = await page.evaluate(() => {
    const w = window as Window & { __spinnerAt?: number; __clickAt?: number };
    return (w.__spinnerAt ?? 0) - (w.__clickAt ?? 0);
  });
  expect(delay, 'spinner shown after the 200 ms delay').toBeGreaterThanOrEqual(195);
  expect(delay).toBeLessThan(2_000);
  release();
  await expect(page.locator('article.dk-doc details.dk-details summary')).toHaveText(DETAILS_SUMMARY);
  await expect(spinner).toHaveCount(0);
});
