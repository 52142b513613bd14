// The site declares English (Locale.HTMLLang "en"): the theme's words are
// English in the served page and stay so once the page has hydrated, when
// the client renders them itself (the copy button's "Copied").
import { expect, test } from '@playwright/test';
import { collectProblems, open } from '../../../tests/browser/support';
import { at } from './support';

test('an English site shows the theme in English after hydration', async ({ page, context }, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = collectProblems(page);
  await open(page, at(info, '/docs/guide/install'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('a.dk-skip')).toHaveText('Skip to main content');

  const copy = page.locator('article.dk-doc .dk-codeblock').first().getByRole('button', { name: 'Copy code to clipboard' });
  await expect(copy).toHaveText('Copy');
  await copy.click();
  await expect(copy).toHaveText('Copied');
  await expect(copy).toHaveText('Copy');
  expect(problems.filter((p) => !p.includes('/favicon.ico')), 'no hydration mismatch, no error').toEqual([]);
});
