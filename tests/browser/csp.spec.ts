// The site is served with a Content-Security-Policy that allows its inline
// scripts only by hash (no 'unsafe-inline' for scripts), and the pages work
// under it: no violation, the pre-paint colour-mode script and the client ran.
import { expect, test } from '@playwright/test';
import { open } from './support';

test.describe.configure({ mode: 'parallel' });

for (const [path, status] of [
  ['/', 200],
  ['/docs/guide/intro', 200],
  ['/no/such/page', 404],
] as const) {
  test(`${path} runs under the site's CSP without a violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const res = await page.goto(path);
    expect(res?.status()).toBe(status);
    const csp = (await res?.allHeaders())?.['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain("'unsafe-inline'");

    await open(page, path, status); // hydrated: the client bundle ran
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/); // the inline pre-paint script ran
    await page.waitForLoadState('load');
    await expect(page.locator('.dk-baseurl-warning')).toHaveCount(0); // the inline load check ran and found the client
    const fromEvents = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    expect([...violations, ...fromEvents]).toEqual([]);
  });
}

test('a script the build did not hash is blocked', async ({ page }) => {
  await open(page, '/');
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __injected?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    const blocked = new Promise<boolean>((resolve) => {
      document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
      setTimeout(() => resolve(false), 2000);
    });
    document.body.append(s);
    const sawViolation = await blocked;
    return { injected: w.__injected === true, sawViolation };
  });
  expect(ran).toEqual({ injected: false, sawViolation: true });
});
