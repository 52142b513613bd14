// When the page's computed scroll-behavior is smooth, a route change to a #hash uses the
// browser's smooth scrolling (scrollIntoView({behavior: 'smooth'})).
import { expect, test, type Page } from '@playwright/test';
import { expectDocAt, open, routeTitle } from './support';

const LONG = '/docs/releases/v1/app-source/android/intro';
const HEADING_ID = '관련-문서';

async function spyScrollIntoView(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Window & { __siv?: { id: string; arg: unknown }[] };
    w.__siv = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
      w.__siv?.push({ id: this.id, arg: arg ?? null });
      return original.call(this, arg);
    };
  });
}
const calls = (page: Page) => page.evaluate(() => (window as Window & { __siv?: { id: string; arg: unknown }[] }).__siv ?? []);

test('with scroll-behavior: smooth the browser scrolls smoothly to the #hash', async ({ page, request }) => {
  const title = await routeTitle(request, LONG);
  await open(page, '/docs/guide/intro');
  await page.evaluate(() => (document.documentElement.style.scrollBehavior = 'smooth'));
  await page.evaluate((h) => {
    const a = Object.assign(document.createElement('a'), { href: h, id: 'test-link', textContent: '테스트 링크' });
    document.querySelector('article.dk-doc .dk-markdown')?.prepend(a);
  }, `${LONG}#${HEADING_ID}`);
  await spyScrollIntoView(page);
  await page.locator('#test-link').click();
  await expectDocAt(page, `${LONG}#${encodeURIComponent(HEADING_ID)}`, title);
  await expect.poll(() => calls(page)).toEqual([{ id: HEADING_ID, arg: { behavior: 'smooth' } }]);
  await expect(page.locator(`h2[id="${HEADING_ID}"]`)).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('without it the page is not scrolled by scrollIntoView', async ({ page, request }) => {
  const title = await routeTitle(request, LONG);
  await open(page, '/docs/guide/intro');
  await page.evaluate((h) => {
    const a = Object.assign(document.createElement('a'), { href: h, id: 'test-link', textContent: '테스트 링크' });
    document.querySelector('article.dk-doc .dk-markdown')?.prepend(a);
  }, `${LONG}#${HEADING_ID}`);
  await spyScrollIntoView(page);
  await page.locator('#test-link').click();
  await expectDocAt(page, `${LONG}#${encodeURIComponent(HEADING_ID)}`, title);
  await expect(page.locator(`h2[id="${HEADING_ID}"]`)).toBeInViewport();
  expect(await calls(page)).toEqual([]);
});
