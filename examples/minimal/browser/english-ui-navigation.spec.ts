// After a client-side navigation the new page is rendered by the client
// alone: its theme words (an admonition's default title, the pagination, the
// mobile table of contents) are the site's English ones too.
import { expect, test } from '@playwright/test';
import { collectProblems, open } from '../../../tests/browser/support';
import { at } from './support';

test('a page reached by client navigation shows the theme in English', async ({ page }, info) => {
  const problems = collectProblems(page);
  await open(page, at(info, '/docs/guide/intro'));
  const marker = await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = Date.now()));
  await page.locator('nav.dk-sidebar a.dk-sidebar-link', { hasText: 'Writing pages' }).click();
  await expect(page).toHaveURL(at(info, '/docs/guide/write'));

  const heading = page.locator('article.dk-doc .dk-admonition-note .dk-admonition-heading');
  await expect(heading).toHaveText('ℹnote');
  // Shown in capitals, as Docusaurus shows it.
  await expect(heading).toHaveCSS('text-transform', 'uppercase');
  const pagination = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pagination.locator('.dk-pagination-prev .dk-pagination-sub')).toHaveText('Previous');
  await expect(pagination.locator('.dk-pagination-next .dk-pagination-sub')).toHaveText('Next');
  await expect(page.getByRole('link', { name: 'Direct link to this heading' }).first()).toHaveAttribute('href', '#headings');
  expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker), 'no full page load').toBe(marker);
  expect(problems.filter((p) => !p.includes('/favicon.ico'))).toEqual([]);
});
