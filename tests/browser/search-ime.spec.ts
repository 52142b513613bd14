// Korean is typed through an input method: a syllable goes through states (ㅇ, 웨, 웹) before it is
// committed. A state on its way finds what it may become (웹후 finds 웹훅); a query that matches nothing
// while a syllable is composed does not replace the results with "no results"; once committed, the text
// is searched as it is.
import { expect, test } from '@playwright/test';
import { dialog, field, openSearch, RESULT, resultHrefs, resultList, search } from './search-support';
import { open } from './support';

test('results stay while a syllable is composed, and the committed text is searched', async ({ page }) => {
  await open(page, '/docs/guide/intro');
  await openSearch(page);
  await search(page, '환불 ');
  const before = await resultHrefs(page);
  expect(before.length).toBeGreaterThan(0);

  const cdp = await page.context().newCDPSession(page);
  const compose = (text: string) => cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  // 웹훅, as a Korean input method types it: ㅇ → 웨 → 웹 → 웹ㅎ → 웹후 → 웹훅.
  for (const state of ['ㅇ', '웨']) {
    await compose(state);
    await expect(field(page)).toHaveValue(`환불 ${state}`);
    // Give the search a chance to answer; the list must keep its results, never the empty message.
    await page.waitForTimeout(150);
    await expect(dialog(page)).not.toContainText('검색 결과가 없습니다');
    expect(await page.locator(RESULT).count()).toBeGreaterThan(0);
  }
  // A syllable on its way already finds what it may become: 웹ㅎ and 웹후 find 웹훅.
  for (const state of ['웹', '웹ㅎ', '웹후']) {
    await compose(state);
    await expect(resultList(page)).toHaveAttribute('data-query', `환불 ${state}`);
    expect((await resultHrefs(page))[0]).toBe('/docs/guide/webhook/iap/refund');
  }
  await compose('웹훅');
  await cdp.send('Input.insertText', { text: '웹훅' });
  await expect(field(page)).toHaveValue('환불 웹훅');
  await expect(resultList(page)).toHaveAttribute('data-query', '환불 웹훅');
  expect((await resultHrefs(page))[0]).toBe('/docs/guide/webhook/iap/refund');

  // 환불 matches whatever follows it, composed or committed: its sections come as partial matches.
  await search(page, '환불 ');
  await compose('ㅋ');
  await expect(field(page)).toHaveValue('환불 ㅋ');
  await expect(resultList(page)).toHaveAttribute('data-query', '환불 ㅋ');
  expect((await resultHrefs(page))[0]).toBe('/docs/guide/webhook/iap/refund');
  await cdp.send('Input.insertText', { text: 'ㅋ' });
  await expect(field(page)).toHaveValue('환불 ㅋ');
  expect((await resultHrefs(page))[0]).toBe('/docs/guide/webhook/iap/refund');

  // A query that matches nothing holds the results only while it is composed: committed, it says so.
  await search(page, '환불');
  await field(page).selectText();
  await compose('ㅋ');
  await expect(field(page)).toHaveValue('ㅋ');
  await page.waitForTimeout(150);
  expect(await page.locator(RESULT).count()).toBeGreaterThan(0);
  await cdp.send('Input.insertText', { text: 'ㅋ' });
  await expect(resultList(page)).toHaveAttribute('data-query', 'ㅋ');
  await expect(dialog(page)).toContainText('‘ㅋ’에 대한 검색 결과가 없습니다.');
  await expect(page.locator(RESULT)).toHaveCount(0);
});
