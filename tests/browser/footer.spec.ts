// The footer: three link columns (문서, 커뮤니티, 더 보기) and the copyright line.
// External links open in a new tab safely and say so, visibly (an icon) and to
// screen readers ("(새 창에서 열림)"); internal ones navigate on the client.
import { expect, test, type Page } from '@playwright/test';
import { collectProblems, open, watchFullLoads } from './support';

test.describe.configure({ mode: 'parallel' });

const NEW_TAB = '(새 창에서 열림)';

const columns = [
  {
    title: '문서',
    links: [
      { label: '사용자 가이드', href: 'https://help.nuri.example' },
      { label: '개발자 가이드', href: '/docs/guide/intro' },
      { label: 'API', href: '/docs/api/intro' },
      { label: 'SDK', href: '/docs/sdk/intro' },
    ],
  },
  {
    title: '커뮤니티',
    links: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/nuri.example' },
      { label: 'Instagram', href: 'https://www.instagram.com/nuri.example' },
      { label: 'Facebook', href: 'https://www.facebook.com/nuri.example' },
    ],
  },
  {
    title: '더 보기',
    links: [
      { label: '제품 웹사이트', href: 'https://nuri.example' },
      { label: 'GitHub', href: 'https://github.com/nuri-dev' },
      { label: '채팅 커뮤니티 초대', href: 'https://chat.nuri.example/invite' },
    ],
  },
];

async function checkFooter(page: Page): Promise<void> {
  const footer = page.locator('footer.dk-footer');
  await expect(footer).toHaveCount(1);
  const cols = footer.locator('.dk-footer-column');
  await expect(cols).toHaveCount(columns.length);
  for (const [i, col] of columns.entries()) {
    const c = cols.nth(i);
    await expect(c.locator('.dk-footer-title')).toHaveText(col.title);
    const links = c.getByRole('link');
    await expect(links).toHaveCount(col.links.length);
    for (const [j, l] of col.links.entries()) {
      const a = links.nth(j);
      await expect(a).toHaveAttribute('href', l.href);
      await expect(a).toBeVisible();
      if (l.href.startsWith('https:')) {
        await expect(a).toHaveAttribute('target', '_blank');
        await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(a).toHaveAccessibleName(`${l.label} ${NEW_TAB}`);
        // Marked visibly; the words are for screen readers only.
        await expect(a.locator('svg')).toBeVisible();
        await expect(a.getByText(NEW_TAB)).toHaveCSS('position', 'absolute');
      } else {
        expect(await a.getAttribute('target'), `${l.label} opens in the same tab`).toBeNull();
        await expect(a).toHaveAccessibleName(l.label);
        await expect(a.locator('svg')).toHaveCount(0);
      }
    }
  }
  await expect(footer.locator('.dk-footer-copyright')).toHaveText('Copyright © 2025 Nuri, Inc.');
}

test('three columns and the copyright line on a doc page', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/intro');
  await checkFooter(page);
  expect(problems).toEqual([]);
});

test('the same footer on the landing page and on a phone', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/');
  await checkFooter(page);
  // The columns stack on a phone.
  const cols = page.locator('footer.dk-footer .dk-footer-column');
  const a = (await cols.nth(0).boundingBox())!;
  const b = (await cols.nth(1).boundingBox())!;
  expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
  expect(problems).toEqual([]);
});

test('an internal footer link navigates on the client; an external one opens a new tab', async ({ page, context }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/guide/intro');
  const loads = await watchFullLoads(page);
  await page.locator('footer.dk-footer').getByRole('link', { name: 'SDK', exact: true }).click();
  await expect(page).toHaveURL('/docs/sdk/intro');
  await loads.expectNoFullLoad();

  // Do not leave the machine: answer the external URL locally.
  await context.route('https://help.nuri.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>help</title>' }));
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.locator('footer.dk-footer').getByRole('link', { name: `사용자 가이드 ${NEW_TAB}` }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://help.nuri.example/');
  // noopener: the new tab cannot reach back to the docs.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL('/docs/sdk/intro');
  expect(problems).toEqual([]);
});
