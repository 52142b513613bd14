// The fonts plugin's first-paint decision, inlined at the end of <body>.
//
// A web font split into unicode-range slices is many faces, and with
// font-display each face decides alone whether it came in time: on a first
// visit one word is drawn partly in the web font and partly in the system
// font, or, where the system has no font for the script, partly in boxes.
// This script makes one decision for the whole page instead, before anything
// is painted.
//
// The plugin's head script put two classes on <html>: dk-font-off keeps the
// web font out of the font stacks (font.css), dk-font-wait keeps the page
// unpainted (font.css; a CSS animation shows it after a few seconds should
// this script never run). Here the page's text and styles are known, and:
//
//   - Where the system font can draw the site's text (data-sample: two of its
//     characters do not come out as the same glyph, the missing-glyph box)
//     and the preloaded slices came over the network (a first visit, whose
//     files cannot all arrive in time): the page is shown at once in the
//     system font, and the faces its text needs are loaded after the page
//     has loaded, for the next one.
//   - Otherwise the faces the text needs, per font weight, are loaded, and
//     the page waits for them for data-wait ms (a returning visitor: they come
//     from the cache). All in: the font is switched on and the page shown, so
//     its first paint is the final one. Not in time: the page is shown in the
//     system font and stays so while it is open. Nothing moves either way.
//   - Where the system font would draw boxes, the page waits data-wait-unreadable
//     ms instead, and a font that comes later is still switched on: boxes are
//     worse than a page that moves once.
//
// Options are the script element's data attributes, so that its text (and
// its Content-Security-Policy hash) is the same on every page.

const script = document.currentScript as HTMLScriptElement | null;
const root = document.documentElement;
const fonts = document.fonts as FontFaceSet | undefined;

function show(webFont: boolean): void {
  if (webFont) root.classList.remove('dk-font-off');
  root.classList.remove('dk-font-wait');
}

/** pageText returns the characters of the page's text, per computed font-weight. */
function pageText(): Map<string, string> {
  const sets = new Map<string, Set<string>>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let last: Element | null = null;
  let chars: Set<string> | undefined;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el) continue;
    if (el !== last) {
      last = el;
      // Not text: the page's data, inline scripts and styles.
      const skip = el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || el.tagName === 'NOSCRIPT';
      const weight = skip ? '' : getComputedStyle(el).fontWeight;
      chars = skip ? undefined : sets.get(weight);
      if (!skip && !chars) sets.set(weight, (chars = new Set()));
    }
    if (chars) for (const c of (node as Text).data) chars.add(c);
  }
  // Generated content (a breadcrumb separator, say) is text too, of any weight.
  const generated = cssContent();
  const out = new Map<string, string>();
  for (const [weight, set] of sets) out.set(weight, Array.from(set).join('') + generated);
  return out;
}

/** cssContent returns the content values of the page's same-origin style rules, quotes and all. */
function cssContent(): string {
  let out = '';
  const visit = (rules: CSSRuleList) => {
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i] as CSSRule & { style?: CSSStyleDeclaration; cssRules?: CSSRuleList };
      if (rule.style && rule.style.content) out += rule.style.content;
      if (rule.cssRules) visit(rule.cssRules);
    }
  };
  for (let i = 0; i < document.styleSheets.length; i++) {
    try {
      visit(document.styleSheets[i].cssRules);
    } catch {
      // A stylesheet of another origin: its rules cannot be read.
    }
  }
  return out;
}

/** systemDraws reports whether the system font stack draws two characters of sample as different glyphs. */
function systemDraws(sample: string): boolean {
  const chars = Array.from(new Set(sample.replace(/\s/g, '')));
  if (chars.length < 2) return true;
  const size = 32;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  if (!g) return true;
  g.font = `${size * 0.75}px ${getComputedStyle(root).getPropertyValue('--dk-font-system') || 'sans-serif'}`;
  const pixels = (c: string) => {
    g.clearRect(0, 0, size, size);
    g.fillText(c, 0, size * 0.75);
    return g.getImageData(0, 0, size, size).data;
  };
  const a = pixels(chars[0]);
  const b = pixels(chars[1]);
  for (let i = 3; i < a.length; i += 4) if (a[i] !== b[i]) return true;
  return false;
}

/** preloadedFromNetwork reports whether a preloaded slice under base has come over the network. */
function preloadedFromNetwork(base: string): boolean {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
    (e) => e.initiatorType === 'link' && e.name.indexOf(base) >= 0 && e.transferSize > 0,
  );
}

function decide(): void {
  if (!script || !fonts || typeof fonts.load !== 'function') return show(true);
  const { family = '', sample = '', base = '' } = script.dataset;
  const quoted = JSON.stringify(family);
  const text = pageText();
  const load = () => Promise.all(Array.from(text, ([weight, chars]) => fonts.load(`${weight} 16px ${quoted}`, chars)));
  const readable = systemDraws(sample);
  if (readable && base && preloadedFromNetwork(base)) {
    show(false);
    const later = () => load().catch(() => undefined);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return;
  }
  const wait = Number(readable ? script.dataset.wait : script.dataset.waitUnreadable) || 0;
  // Whether every face the text needs is loaded now. The page script may have kept
  // the main thread busy past the deadline while the files came in, so the
  // deadline asks the font set itself rather than waiting for the promise below.
  const loaded = () => Array.from(text).every(([weight, chars]) => fonts.check(`${weight} 16px ${quoted}`, chars));
  let decided = false;
  const timer = window.setTimeout(() => {
    // One more task first: a font that finished loading queued its own.
    window.setTimeout(() => {
      if (decided) return;
      decided = true;
      show(loaded());
    });
  }, wait);
  load().then(
    () => {
      window.clearTimeout(timer);
      if (!decided || !readable) show(true);
      decided = true;
    },
    () => {
      // A file failed to load: the system font, now.
      window.clearTimeout(timer);
      if (!decided) show(false);
      decided = true;
    },
  );
}

decide();

export {};
