// Helpers for the navbar specs (not a spec itself).
import { expect, type Locator, type Page } from '@playwright/test';

export const NAVBAR = 'nav.dk-navbar';
export const TOGGLE = 'nav.dk-navbar button.dk-navbar-toggle';
export const PANEL = 'nav.dk-navbar .dk-navbar-sidebar';
export const BACKDROP = 'nav.dk-navbar .dk-navbar-backdrop';

/** The navbar items of site/config.go, in order. */
export const ITEMS = [
  { label: '가이드', href: '/docs/guide/intro' },
  { label: 'API', href: '/docs/api/intro' },
  { label: 'SDK', href: '/docs/sdk/intro' },
  { label: '릴리스 노트', href: '/docs/releases/v1/sdk/intro' },
] as const;
export const GITHUB = { name: '누리 GitHub 저장소', href: 'https://github.com/nuri-dev' } as const;

/** A long page, so that the window can scroll far. */
export const LONG = '/docs/releases/v1/app-source/android/intro';

/** Widths either side of the 996 px breakpoint: 996 is mobile, 997 desktop. */
export const MOBILE = { width: 996, height: 800 } as const;
export const DESKTOP = { width: 997, height: 800 } as const;

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
export const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

/** The mobile menu's toggle button (its name changes between 열기 and 닫기, so it is found by class). */
export function toggle(page: Page): Locator {
  return page.locator(TOGGLE);
}

/** The mobile menu panel, a modal dialog. */
export function panel(page: Page): Locator {
  return page.getByRole('dialog', { name: '탐색 메뉴' });
}

/** Opens the mobile menu with the toggle and checks its open state. */
export async function openMenu(page: Page): Promise<void> {
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toBeVisible();
  await expect(page.locator(PANEL)).toHaveClass(/dk-navbar-sidebar-open/);
}

/** Checks that the mobile menu is closed: toggle collapsed, no visible panel, page scroll unlocked. */
export async function expectMenuClosed(page: Page): Promise<void> {
  await expect(panel(page)).toBeHidden();
  await expect(page.locator(PANEL)).not.toHaveClass(/dk-navbar-sidebar-open/);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => bodyOverflow(page), 'page scroll is unlocked').toBe('');
}

/**
 * Rewrites the client bundle (assets/main-*.js) before the page loads it. The
 * site config is bundled into it, so this is how a test changes the config the
 * browser sees; the server-rendered HTML keeps the real config. Fails if
 * `edit` changes nothing.
 */
export async function rewriteMainBundle(page: Page, edit: (js: string) => string): Promise<void> {
  await page.route('**/assets/main-*.js', async (route) => {
    const res = await route.fetch();
    const js = await res.text();
    const changed = edit(js);
    if (changed === js) throw new Error('rewriteMainBundle: the edit changed nothing');
    const headers = { ...res.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: res.status(), headers, body: changed });
  });
}

/** Every id under the app root is unique, and every visible button has an accessible name. */
export async function expectAccessibleBasics(page: Page): Promise<void> {
  const duplicates = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
  expect(duplicates, 'duplicate ids').toEqual([]);
  const buttons = page.locator('nav.dk-navbar button');
  for (const b of await buttons.all()) {
    if (!(await b.isVisible())) continue;
    const name = (await b.getAttribute('aria-label')) ?? (await b.innerText());
    expect(name.trim(), `button ${await b.evaluate((el) => el.outerHTML.slice(0, 120))} has a name`).not.toBe('');
  }
  // aria-controls names an element that exists.
  for (const el of await page.locator('nav.dk-navbar [aria-controls]').all()) {
    const id = await el.getAttribute('aria-controls');
    expect(await page.locator(`[id="${id}"]`).count(), `aria-controls="${id}" target`).toBe(1);
  }
}
