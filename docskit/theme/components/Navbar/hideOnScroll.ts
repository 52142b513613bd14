// The hide-on-scroll rule of the navbar (config.navbar.hideOnScroll), as a
// pure function so it can be tested without a browser.

export interface ScrollStep {
  /** The previous scroll position (window.scrollY), or null for the first event. */
  readonly lastY: number | null;
  /** The current scroll position. */
  readonly y: number;
  /** The navbar's height: near the top of the page the navbar always shows. */
  readonly navbarHeight: number;
  /** window.innerHeight. */
  readonly windowHeight: number;
  /** document.documentElement.scrollHeight. */
  readonly documentHeight: number;
}

/**
 * navbarVisible returns whether the navbar shows after a scroll event:
 * always within its own height of the top; hidden while scrolling down;
 * shown again when scrolling up, except for the bounce of an overscroll past
 * the bottom of the page. Otherwise it keeps its state.
 */
export function navbarVisible(visible: boolean, s: ScrollStep): boolean {
  if (s.y < s.navbarHeight) return true;
  if (s.lastY === null || s.y === s.lastY) return visible;
  if (s.y > s.lastY) return false;
  return s.y + s.windowHeight < s.documentHeight - s.navbarHeight ? true : visible;
}
