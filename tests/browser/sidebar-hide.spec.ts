// The desktop doc sidebar is hideable (config.docs.sidebarHideable): the button
// at its bottom hides it and leaves a narrow button that shows it again. The
// choice lasts across client-side navigation between doc pages.
import { expect, test } from '@playwright/test';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });

const ASIDE = 'aside.dk-doc-sidebar';

test.describe('on desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hide the sidebar, then show it again', async ({ page }) => {
    const problems = collectProblems(page);
    await open(page, '/docs/guide/push/topic-push');
    const aside = page.locator(ASIDE);
    const nav = aside.locator('nav.dk-sidebar');
    const hide = aside.getByRole('button', { name: '사이드바 숨기기', exact: true });
    const show = aside.getByRole('button', { name: '사이드바 보이기', exact: true });
    await expect(nav).toBeVisible();
    await expect(show).toHaveCount(0);
    const wide = (await aside.boundingBox())!.width;

    // The hide button is at the bottom of the sidebar column, below the links.
    const hideBox = (await hide.boundingBox())!;
    const navBox = (await nav.boundingBox())!;
    expect(hideBox.y, 'hide button below the sidebar links').toBeGreaterThanOrEqual(navBox.y + navBox.height - 1);

    await hide.click();
    await expect(nav).toBeHidden();
    await expect(hide).toBeHidden();
    await expect(show).toBeVisible();
    await expect(show).toBeFocused();
    await expect.poll(async () => (await aside.boundingBox())!.width, { message: 'the column narrows' }).toBeLessThan(50);
    // The article gets the room.
    expect(wide).toBeGreaterThan(200);

    await show.click();
    await expect(nav).toBeVisible();
    await expect(show).toHaveCount(0);
    await expect(hide).toBeFocused();
    await expect.poll(async () => (await aside.boundingBox())!.width).toBeCloseTo(wide, 0);
    expect(problems).toEqual([]);
  });

  test('the sidebar stays hidden while moving to another doc page', async ({ page }) => {
    const problems = collectProblems(page);
    await open(page, '/docs/guide/push/topic-push');
    const aside = page.locator(ASIDE);
    await aside.getByRole('button', { name: '사이드바 숨기기', exact: true }).click();
    await page.locator('nav.dk-pagination a.dk-pagination-next').click();
    await expect(page).toHaveURL('/docs/guide/push/local-push');
    await expect(aside.locator('nav.dk-sidebar')).toBeHidden();
    await aside.getByRole('button', { name: '사이드바 보이기', exact: true }).click();
    // Shown again with the new page current.
    await expect(aside.locator('a.dk-sidebar-link[aria-current="page"]')).toHaveAttribute('href', '/docs/guide/push/local-push');
    await expect(aside.locator('a.dk-sidebar-link[aria-current="page"]')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('on mobile', () => {
  test.use({ viewport: { width: 996, height: 800 } });

  test('there is no hide button: the sidebar column is not shown at all', async ({ page }) => {
    const problems = collectProblems(page);
    await open(page, '/docs/guide/push/topic-push');
    await expect(page.locator(ASIDE)).toBeHidden();
    await expect(page.getByRole('button', { name: '사이드바 숨기기', exact: true })).toBeHidden();
    expect(problems).toEqual([]);
  });
});
