// Helpers for the specs of the pre-paint scripts, colour mode, announcement bar,
// storage and base-URL check (not a spec itself).
import { expect, type Page, type Route } from '@playwright/test';

/** The localStorage key of a closed announcement (components/AnnouncementBar dismissKey, docskit/document.go announcementDismissPrefix). */
export const dismissKey = (id: string) => `docskit.announcement.dismiss.${id}`;
/** The announcement id configured in site/config.go. */
export const ANNOUNCEMENT_ID = 'sdk-v1-8-0';
export const BAR = '.dk-announcement';
export const CLOSE = 'button[aria-label="닫기"]';

/** Client bundle files: the entry and its chunks (not the fonts or the stylesheet). */
export const CLIENT_JS = /\/assets\/[^/]+\.js(\?.*)?$/;

/** Puts these localStorage entries in place before any script of every document of the page runs. */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((e) => {
    for (const [k, v] of Object.entries(e)) window.localStorage.setItem(k, v);
  }, entries);
}

/** Makes every access to window.localStorage throw, as when the browser blocks site data. */
export async function breakStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The user denied access to storage.', 'SecurityError');
      },
    });
  });
}

/**
 * Holds back the client bundle until `release` is called, so a test can look at
 * the page as it is painted before any of the theme's JavaScript has run.
 */
export async function holdClientBundle(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(CLIENT_JS, async (route: Route) => {
    count++;
    await gate;
    await route.continue().catch(() => {}); // the page may be gone when the test ends
  });
  return { release, held: () => count };
}

/** Loads a path with its client bundle held back; resolves once the body has been parsed and painted. */
export async function openBeforeBundle(page: Page, path: string): Promise<{ release: () => void }> {
  const hold = await holdClientBundle(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForSelector('#__docskit_data', { state: 'attached' });
  await expect.poll(hold.held, { message: 'the client entry was requested and is held' }).toBeGreaterThan(0);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  expect(await clientRan(page), 'the client bundle has not run yet').toBe(false);
  return hold;
}

/** Whether the client entry has run (entry-client.tsx sets window.__docskitClient). */
export async function clientRan(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Window & { __docskitClient?: true }).__docskitClient === true);
}

/** The colour-mode attributes on <html>. */
export async function themeAttrs(page: Page): Promise<{ theme: string | null; choice: string | null }> {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    choice: document.documentElement.getAttribute('data-theme-choice'),
  }));
}

/**
 * showDark puts the page in dark mode as the theme does on a site whose
 * visitor chose dark. The Nuri site offers no choice (its switch is disabled,
 * and a stored one is removed), so specs of the theme's dark colours set it here.
 */
export async function showDark(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.documentElement.dataset.theme = 'dark';
    document.documentElement.dataset.themeChoice = 'dark';
    // Colours with a CSS transition (a sidebar link's background) start one now: let them end.
    getComputedStyle(document.body).color;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
}

/** The computed background colour of <html>, which follows --dk-color-bg. */
export async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

export const LIGHT_BG = 'rgb(255, 255, 255)';
export const DARK_BG = 'rgb(24, 25, 27)';
