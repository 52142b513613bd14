import { expect, test } from '@playwright/test';
import { analyticsBase, blockProviders, named, sent } from './analytics-support';

const landings: [string, string][] = [
  ['/docs/guide/intro', 'guide_intro'],
  ['/docs/api/intro', 'api_intro'],
  ['/docs/sdk/intro', 'sdk_intro'],
  ['/docs/sdk/typescript-support', 'typescript_support'],
  ['/docs/guide/push', 'push_guide'],
  ['/docs/guide/deep-link', 'deep_links'],
  ['/docs/guide/iap', 'in_app_purchases'],
  ['/docs/releases/v1/sdk/intro', 'releases'],
];

test('each landing page sends landing_page_view with its key to both providers', async ({ page }) => {
  await blockProviders(page);
  for (const [path, key] of landings) {
    await page.goto(`${analyticsBase}${path}`);
    await expect.poll(async () => named(await sent(page), 'landing_page_view').map((s) => s.params)).toEqual([{ page_path: path, landing: key }]);
    expect(named(await sent(page), 'landing_page_view', 'gtag').map((s) => s.params)).toEqual([{ page_path: path, landing: key }]);
  }
  await page.goto(`${analyticsBase}/docs/guide/app-source`);
  await expect.poll(async () => named(await sent(page), 'page_view').length).toBe(1);
  expect(named(await sent(page), 'landing_page_view')).toEqual([]);
});

test('each section sends section_visit; the landing page does not', async ({ page }) => {
  await blockProviders(page);
  for (const [path, section] of [
    ['/docs/guide/push/topic-push', 'guide'],
    ['/docs/api/push/v2/endpoints', 'api'],
    ['/docs/sdk/namespaces/push', 'sdk'],
    ['/docs/releases/v1/app-source/ios/release-v-1-8-0', 'releases'],
  ]) {
    await page.goto(`${analyticsBase}${path}`);
    await expect.poll(async () => named(await sent(page), 'section_visit').map((s) => s.params)).toEqual([{ section, page_path: path }]);
  }
  await page.goto(`${analyticsBase}/`);
  await expect.poll(async () => named(await sent(page), 'page_view').length).toBe(1);
  expect(named(await sent(page), 'section_visit')).toEqual([]);
});
