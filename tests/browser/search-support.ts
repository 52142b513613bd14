// Helpers for the search specs (the search plugin's navbar button and dialog). Not a spec.
import { expect, type Locator, type Page } from '@playwright/test';

export const SEARCH_BUTTON = 'nav.dk-navbar .dk-search-button';
export const RESULT = 'ul.dk-search-results a.dk-search-result';

/** The search dialog, found by its role and name. */
export function dialog(page: Page): Locator {
  return page.getByRole('dialog', { name: '문서 검색' });
}

/** The query field of the dialog. */
export function field(page: Page): Locator {
  return dialog(page).getByRole('combobox', { name: '검색어' });
}

/** The results list (it is in the DOM, empty, while there are no results). */
export function resultList(page: Page): Locator {
  return page.locator('ul.dk-search-results');
}

/** Opens search with the navbar button and waits for the focused field. */
export async function openSearch(page: Page): Promise<void> {
  await page.locator(SEARCH_BUTTON).click();
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
}

/**
 * Types query into the open dialog's field (replacing what was there) and
 * waits until the list shows that query's results (its data-query).
 */
export async function search(page: Page, query: string, how: 'fill' | 'type' = 'fill'): Promise<void> {
  const input = field(page);
  if (how === 'fill') {
    await input.fill(query);
  } else {
    await input.fill('');
    await input.pressSequentially(query);
  }
  await expect(resultList(page)).toHaveAttribute('data-query', query, { timeout: 15_000 });
}

/** The hrefs of the results shown, in order. */
export async function resultHrefs(page: Page): Promise<string[]> {
  return page.locator(RESULT).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

/** The absolute URL (percent-encoded as the address bar shows it) of a result's href. */
export function absolute(page: Page, href: string): string {
  return new URL(href, page.url()).href;
}

/** The element with the id in href's fragment (decoded), i.e. the section heading a result links to. */
export function anchorTarget(page: Page, href: string): Locator {
  const id = decodeURIComponent(new URL(href, 'http://x').hash.slice(1));
  return page.locator(`[id="${id.replace(/"/g, '\\"')}"]`);
}
