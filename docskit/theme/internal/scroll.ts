// Scrolling to an element after a route change to a #hash. Smooth (the browser's)
// when the page's computed scroll-behavior is smooth; otherwise a per-frame scroll
// that closes SCROLL_FRAME_CLOSE of the remaining distance each animation frame, and
// stops within 1 px of the target or as soon as the reader scrolls. Internal.

/** The part of the remaining distance closed in each frame (site-spec §9). */
export const SCROLL_FRAME_CLOSE = 0.85;

let stopCurrent: (() => void) | null = null;

const px = (v: string) => parseFloat(v) || 0;

/** The window scroll position that puts el at the top, as scrollIntoView would. */
function targetTop(el: Element): number {
  const html = document.documentElement;
  const top =
    el.getBoundingClientRect().top +
    window.scrollY -
    px(getComputedStyle(html).scrollPaddingTop) -
    px(getComputedStyle(el).scrollMarginTop);
  return Math.max(0, Math.min(top, html.scrollHeight - window.innerHeight));
}

/** scrollToElement scrolls the window so that el is at the top of the view. */
export function scrollToElement(el: Element): void {
  stopCurrent?.();
  if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') {
    el.scrollIntoView({ behavior: 'smooth' });
    return;
  }
  const top = targetTop(el);
  let expected = window.scrollY;
  let frame = 0;
  const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const stop = () => {
    window.cancelAnimationFrame(frame);
    for (const e of events) window.removeEventListener(e, stop);
    if (stopCurrent === stop) stopCurrent = null;
  };
  const step = () => {
    const y = window.scrollY;
    // Someone else moved the page (the reader, a find-in-page): let them.
    if (Math.abs(y - expected) > 1) return stop();
    const gap = top - y;
    if (Math.abs(gap) <= 1) {
      window.scrollTo({ top, behavior: 'instant' });
      return stop();
    }
    expected = top - gap * (1 - SCROLL_FRAME_CLOSE);
    window.scrollTo({ top: expected, behavior: 'instant' });
    frame = window.requestAnimationFrame(step);
  };
  for (const e of events) window.addEventListener(e, stop, { passive: true });
  stopCurrent = stop;
  step();
}

/** scrollToHash scrolls to the element a "#id" hash names (raw or percent-encoded). */
export function scrollToHash(hash: string): void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep it raw */
  }
  const el = document.getElementById(id);
  if (el) scrollToElement(el);
}
