// Without CSS smooth scrolling, a route change to a #hash scrolls there frame by frame,
// each frame closing 85 % of the remaining distance, and stops if the reader scrolls.
import { expect, test, type Page } from '@playwright/test';
import { dataPath, expectDocAt, open, routeTitle, watchDataRequests, watchFullLoads } from './support';
import { frames, sleep } from './navigation-support';

test.describe.configure({ mode: 'parallel' });

const LONG = '/docs/releases/v1/app-source/android/intro';
const HEADING_ID = '관련-문서';

async function addLink(page: Page, href: string): Promise<void> {
  await page.evaluate((h) => {
    const a = Object.assign(document.createElement('a'), { href: h, id: 'test-link', textContent: '테스트 링크' });
    const p = document.createElement('p');
    p.append(a);
    document.querySelector('article.dk-doc .dk-markdown')?.prepend(p);
  }, href);
}

/** Starts recording window.scrollY once per animation frame. */
async function sample(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Window & { __ys?: number[] };
    w.__ys = [];
    const tick = () => {
      w.__ys?.push(window.scrollY);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
const samples = (page: Page) => page.evaluate(() => (window as Window & { __ys?: number[] }).__ys ?? []);

/** Where the heading sits when scrolled to: its top at the scroll margin below the navbar. */
const headingTarget = (page: Page) =>
  page.evaluate((id) => {
    const el = document.getElementById(id);
    if (!el) return -1;
    const top = el.getBoundingClientRect().top + window.scrollY - parseFloat(getComputedStyle(el).scrollMarginTop);
    return Math.min(top, document.documentElement.scrollHeight - window.innerHeight);
  }, HEADING_ID);

/** The scroll positions of the animation: distinct values, each frame closing 85 % of the gap. */
function expectFrames(ys: number[], target: number): void {
  const moving = ys.filter((y, i) => i === 0 || y !== ys[i - 1]);
  const between = moving.filter((y) => y > 1 && y < target - 1);
  expect(between.length, `intermediate frames in ${JSON.stringify(moving)}`).toBeGreaterThanOrEqual(2);
  expect(Math.abs(moving[moving.length - 1] - target), 'ends at the target').toBeLessThanOrEqual(1);
  for (let i = 1; i < moving.length; i++) {
    const before = target - moving[i - 1];
    const after = target - moving[i];
    if (before < 20) continue; // rounding dominates near the end
    expect(after / before, `frame ${i}: 15 % of the gap left`).toBeGreaterThan(0.1);
    expect(after / before).toBeLessThan(0.2);
  }
}

test('a link to a #hash on another page scrolls there in 85 % frames', async ({ page, request }) => {
  const title = await routeTitle(request, LONG);
  await open(page, '/docs/guide/intro');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  await addLink(page, `${LONG}#${HEADING_ID}`);
  const loads = await watchFullLoads(page);
  await sample(page);
  await page.locator('#test-link').click();
  await expectDocAt(page, `${LONG}#${encodeURIComponent(HEADING_ID)}`, title);
  await sleep(500);
  const target = await headingTarget(page);
  expect(target).toBeGreaterThan(500);
  expectFrames(await samples(page), target);
  await expect(page.locator(`h2[id="${HEADING_ID}"]`)).toBeInViewport();
  await loads.expectNoFullLoad();
});

test('a link to a #hash on the same page scrolls in 85 % frames without loading data', async ({ page }) => {
  await open(page, LONG);
  await addLink(page, `${LONG}#${HEADING_ID}`);
  const data = watchDataRequests(page);
  const loads = await watchFullLoads(page);
  await sample(page);
  await page.locator('#test-link').click();
  await expect(page).toHaveURL(`${LONG}#${encodeURIComponent(HEADING_ID)}`);
  await sleep(500);
  const target = await headingTarget(page);
  expectFrames(await samples(page), target);
  expect(data.filter((p) => p === dataPath(LONG))).toEqual([]);
  await loads.expectNoFullLoad();
});

test('the frame scroll stops when the reader scrolls', async ({ page }) => {
  await open(page, LONG);
  await addLink(page, `${LONG}#${HEADING_ID}`);
  // The reader turns the wheel right after the first frame of the scroll.
  await page.evaluate(() => {
    let done = false;
    window.addEventListener('scroll', () => {
      if (done) return;
      done = true;
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 10 }));
    });
  });
  await page.locator('#test-link').click();
  await frames(page, 10);
  const target = await headingTarget(page);
  const y = await page.evaluate(() => window.scrollY);
  expect(y, 'moved by the first frame').toBeGreaterThan(0.5 * target);
  expect(target - y, 'then stopped short of the target').toBeGreaterThan(0.1 * target);
});

test('Back and Forward between #hashes of a page scroll without loading it again', async ({ page }) => {
  await open(page, LONG);
  await addLink(page, `${LONG}#${HEADING_ID}`);
  const data = watchDataRequests(page);
  const loads = await watchFullLoads(page);
  await page.locator('#test-link').click();
  await expect(page.locator(`h2[id="${HEADING_ID}"]`)).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(LONG);
  await expect.poll(() => page.evaluate(() => window.scrollY), 'back at the top').toBe(0);
  await page.goForward();
  await expect(page).toHaveURL(`${LONG}#${encodeURIComponent(HEADING_ID)}`);
  await expect(page.locator(`h2[id="${HEADING_ID}"]`)).toBeInViewport();
  expect(data.filter((p) => p === dataPath(LONG))).toEqual([]);
  await loads.expectNoFullLoad();
});
