import type { Page } from '@playwright/test';

// The analytics specs run against a build with both providers configured
// (scripts/test.sh builds it into build/test-analytics, served on this port).
export const analyticsBase = `http://127.0.0.1:${process.env.DOCSKIT_ANALYTICS_PORT ?? 3101}`;

export interface Sent {
  via: 'dataLayer' | 'gtag';
  event: string;
  params: Record<string, unknown>;
}

/** blockProviders answers the providers' script URLs with an empty script: nothing leaves the machine. */
export async function blockProviders(page: Page): Promise<string[]> {
  const hits: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    hits.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return hits;
}

/** sent reads every event pushed to dataLayer or passed to gtag so far. */
export async function sent(page: Page): Promise<Sent[]> {
  return page.evaluate(() => {
    const out: { via: 'dataLayer' | 'gtag'; event: string; params: Record<string, unknown> }[] = [];
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Record<string, unknown>[];
    for (const item of layer) {
      if (item && typeof item === 'object' && '0' in item) {
        const args = Array.from(item as unknown as ArrayLike<unknown>);
        if (args[0] === 'event') out.push({ via: 'gtag', event: String(args[1]), params: (args[2] ?? {}) as Record<string, unknown> });
      } else if (item && typeof item.event === 'string' && item.event !== 'gtm.js') {
        const { event, ...params } = item;
        out.push({ via: 'dataLayer', event: String(event), params });
      }
    }
    return out;
  });
}

export function named(all: Sent[], event: string, via: Sent['via'] = 'dataLayer'): Sent[] {
  return all.filter((s) => s.event === event && s.via === via);
}

/** setHidden makes the tab hidden or visible and fires visibilitychange. */
export async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

export async function clickLink(page: Page, href: string): Promise<void> {
  await page.locator(`nav.dk-sidebar a[href="${href}"], a[href="${href}"]`).first().click();
  await page.waitForURL((u) => u.pathname === href);
}
