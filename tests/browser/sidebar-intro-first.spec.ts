// Each sidebar starts with its intro page, and the releases sidebar links to
// the SDK release index (/docs/releases/v1/sdk/intro).
import { expect, test } from '@playwright/test';
import { collectProblems, open } from './support';

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 900 } });

const FIRST_LINK = 'aside.dk-doc-sidebar nav.dk-sidebar a.dk-sidebar-link';

const sidebars = [
  { name: 'guide', intro: '/docs/guide/intro', other: '/docs/guide/webhook/iap/refund' },
  { name: 'api', intro: '/docs/api/intro', other: '/docs/api/push/v2/endpoints' },
  { name: 'sdk', intro: '/docs/sdk/intro', other: '/docs/sdk/namespaces/vibration' },
  { name: 'releases', intro: '/docs/releases/v1/sdk/intro', other: '/docs/releases/v1/sdk/release-v-1-0-0' },
];

for (const s of sidebars) {
  test(`the ${s.name} sidebar's first link is its intro page`, async ({ page }) => {
    const problems = collectProblems(page);
    for (const route of [s.intro, s.other]) {
      await open(page, route);
      await expect(page.locator(FIRST_LINK).first(), `first sidebar link on ${route}`).toHaveAttribute('href', s.intro);
    }
    expect(problems).toEqual([]);
  });
}

test('the first link of every sidebar file is its intro page', async ({ request }) => {
  for (const s of sidebars) {
    const res = await request.get(`/_data${s.intro}.json`);
    const data = (await res.json()) as { sidebar: string; sidebarUrl: string };
    expect(data.sidebar).toBe(s.name);
    const sb = (await (await request.get(data.sidebarUrl)).json()) as { items: Item[] };
    expect(firstLink(sb.items), `${s.name} sidebar`).toBe(s.intro);
  }
});

type Item = { type: string; href?: string; items?: Item[] };
function firstLink(items: Item[]): string | undefined {
  for (const it of items) {
    if (it.type === 'link') return it.href;
    const inner = firstLink(it.items ?? []);
    if (inner) return inner;
  }
  return undefined;
}

test('the releases sidebar links to the SDK release index, and the link goes there', async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, '/docs/releases/v1/sdk/release-v-1-8-0');
  const link = page.locator('aside.dk-doc-sidebar nav.dk-sidebar a[href="/docs/releases/v1/sdk/intro"]');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL('/docs/releases/v1/sdk/intro');
  await expect(page.locator('aside.dk-doc-sidebar a[aria-current="page"]')).toHaveAttribute('href', '/docs/releases/v1/sdk/intro');
  expect(problems).toEqual([]);
});
