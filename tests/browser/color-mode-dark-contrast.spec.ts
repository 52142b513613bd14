// In dark colour mode (as a site with the colour-mode switch shows it to a
// visitor who chose dark; the Nuri site has no switch, so the spec sets it:
// showDark), doc pages and the landing page keep readable contrast: axe finds no
// color-contrast violation, and the parts that used to keep light colours
// (striped table rows, the active sidebar link, code blocks and their
// syntax colours, admonitions, the landing hero) are dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SIDEBAR_LINK, waitForHydration } from './support';
import { showDark, themeAttrs } from './prepaint-support';

test.describe.configure({ mode: 'parallel' });

/** Pages with what dark mode must cover, and a selector each page must show (so the scan is not vacuous). */
const pages = [
  { name: 'landing page', path: '/', has: ['.dk-hero', '.dk-card'] },
  { name: 'guide intro (tables, code)', path: '/docs/guide/intro', has: ['.dk-markdown table', '.dk-codeblock'] },
  { name: 'SDK push (tables, code)', path: '/docs/sdk/namespaces/push', has: ['.dk-markdown tr:nth-child(2n) td', '.dk-line .s'] },
  { name: 'app source (note, warning, highlighted lines)', path: '/docs/guide/app-source', has: ['.dk-admonition-note', '.dk-admonition-warning', '.dk-line-hl', '.dk-codeblock-title'] },
  { name: 'API intro (danger)', path: '/docs/api/intro', has: ['.dk-admonition-danger'] },
  { name: 'SDK getting started (tip)', path: '/docs/sdk/getting-started', has: ['.dk-admonition-tip'] },
  { name: 'SDK integrations (info)', path: '/docs/sdk/integrations', has: ['.dk-admonition-info'] },
];

async function openDark(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await waitForHydration(page);
  await showDark(page);
  expect((await themeAttrs(page)).theme).toBe('dark');
}

for (const p of pages) {
  test(`dark ${p.name} at 1280 px has no color-contrast violations`, async ({ page }) => {
    await openDark(page, p.path);
    for (const sel of p.has) await expect(page.locator(sel).first(), sel).toBeAttached();
    const result = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    const found = result.violations.flatMap((v) =>
      v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
    );
    expect(found).toEqual([]);
    // axe checked some text against a background (not everything left "incomplete").
    expect(result.passes.find((r) => r.id === 'color-contrast')?.nodes.length ?? 0).toBeGreaterThan(10);
  });
}

/** Relative luminance (WCAG 2.x) of a computed colour "rgb(r, g, b)" or "rgba(r, g, b, a)". */
function luminance(css: string): number {
  const m = css.match(/rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/);
  if (!m) throw new Error(`not an rgb() colour: ${css}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Every rgb()/rgba() colour in a computed value (a gradient, a shorthand). */
function colours(value: string): string[] {
  return value.match(/rgba?\([^)]*\)/g) ?? [];
}

/** A dark surface: darker than #333 (luminance 0.033); the light ones it replaces are above 0.8. */
const DARK = 0.04;

async function style(page: Page, selector: string, props: string[]): Promise<Record<string, string>> {
  const el = page.locator(selector).first();
  await expect(el, selector).toBeAttached();
  return el.evaluate((node, names) => {
    const cs = getComputedStyle(node);
    return Object.fromEntries(names.map((n) => [n, cs.getPropertyValue(n)]));
  }, props);
}

test('dark doc page: table stripes, sidebar link, code blocks and admonitions are dark', async ({ page }) => {
  await openDark(page, '/docs/guide/app-source');
  const text = (await style(page, 'html', ['color']))['color'];

  const stripe = await style(page, '.dk-markdown tr:nth-child(2n) td', ['background-color', 'color']);
  expect(luminance(stripe['background-color']), 'striped row background').toBeLessThan(DARK);
  expect(contrast(stripe['color'], stripe['background-color'])).toBeGreaterThanOrEqual(4.5);

  const active = await style(page, `${SIDEBAR_LINK}.dk-sidebar-link-active`, ['background-color', 'color']);
  expect(luminance(active['background-color']), 'active sidebar link background').toBeLessThan(DARK);
  expect(contrast(active['color'], active['background-color'])).toBeGreaterThanOrEqual(4.5);
  await page.locator(`${SIDEBAR_LINK}.dk-sidebar-link-active`).first().hover();
  await expect
    .poll(async () => luminance((await style(page, `${SIDEBAR_LINK}.dk-sidebar-link-active`, ['background-color']))['background-color']), {
      message: 'hovered active sidebar link background',
    })
    .toBeLessThan(DARK);

  // Code blocks: border and title rule are not the light #e3e6ea (luminance 0.78).
  const block = await style(page, '.dk-codeblock', ['border-top-color', 'background-color']);
  expect(luminance(block['border-top-color']), 'code block border').toBeLessThan(DARK * 2);
  const inline = await style(page, '.dk-markdown p code, .dk-markdown li code, .dk-markdown td code', ['border-top-color', 'background-color']);
  expect(luminance(inline['border-top-color']), 'inline code border').toBeLessThan(DARK * 2);
  expect(contrast(text, inline['background-color'])).toBeGreaterThanOrEqual(4.5);

  // Syntax colours: every token colour on the page reaches 4.5:1 on the code
  // background, and on the highlighted-line background where it sits on one.
  const hl = (await style(page, '.dk-line-hl', ['background-color']))['background-color'];
  expect(luminance(hl), 'highlighted line background').toBeLessThan(DARK);
  const tokens = await page.locator('.dk-line > span[class]').evaluateAll((spans) =>
    spans.map((s) => ({ cls: s.className, color: getComputedStyle(s).color, hl: s.parentElement!.classList.contains('dk-line-hl') })),
  );
  expect(new Set(tokens.map((t) => t.cls)).size, 'token classes on the page').toBeGreaterThan(3);
  const low = tokens
    .map((t) => ({ ...t, ratio: contrast(t.color, t.hl ? hl : block['background-color']) }))
    .filter((t) => t.ratio < 4.5)
    .map((t) => `.${t.cls} ${t.color}${t.hl ? ' (highlighted line)' : ''}: ${t.ratio.toFixed(2)}:1`);
  expect([...new Set(low)]).toEqual([]);

  for (const kind of ['note', 'warning']) {
    const adm = await style(page, `.dk-admonition-${kind}`, ['background-color']);
    expect(luminance(adm['background-color']), `${kind} admonition background`).toBeLessThan(DARK);
    expect(contrast(text, adm['background-color'])).toBeGreaterThanOrEqual(4.5);
  }
});

test('dark landing page: the hero gradient is dark and the button text readable', async ({ page }) => {
  await openDark(page, '/');
  const hero = await style(page, '.dk-hero', ['background-image']);
  const stops = colours(hero['background-image']);
  expect(stops.length, hero['background-image']).toBeGreaterThan(1);
  const title = (await style(page, '.dk-hero-title', ['color']))['color'];
  const tagline = (await style(page, '.dk-hero-tagline', ['color']))['color'];
  for (const stop of stops) {
    expect(luminance(stop), `hero gradient stop ${stop}`).toBeLessThan(DARK);
    expect(contrast(title, stop)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tagline, stop)).toBeGreaterThanOrEqual(4.5);
  }
  const b = await style(page, '.dk-button-primary', ['color', 'background-color']);
  expect(contrast(b['color'], b['background-color']), 'primary button').toBeGreaterThanOrEqual(4.5);
});
