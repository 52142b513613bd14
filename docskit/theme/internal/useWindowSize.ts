// The window size class: desktop or mobile, or "ssr" before hydration.
// Internal: not overridable.
import { useSyncExternalStore } from 'react';

export type WindowSize = 'ssr' | 'desktop' | 'mobile';

/** Window widths above this many CSS pixels are desktop; this width and below is mobile. */
export const DESKTOP_BREAKPOINT = 996;

/** windowSizeOf classifies a window width (window.innerWidth). */
export function windowSizeOf(width: number): 'desktop' | 'mobile' {
  return width > DESKTOP_BREAKPOINT ? 'desktop' : 'mobile';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = (): WindowSize => windowSizeOf(window.innerWidth);
const serverSnapshot = (): WindowSize => 'ssr';

/**
 * useWindowSize reads "ssr" on the server and during the hydration render, so
 * that both render the same markup; after that, "desktop" when
 * window.innerWidth > 996 and "mobile" otherwise, updated on resize. A
 * component mounted after hydration reads the real size at once.
 */
export function useWindowSize(): WindowSize {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
