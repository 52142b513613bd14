// The heading the reader is at, for the table of contents.
// Internal: not overridable.
import { useEffect, useState } from 'react';

/** The bottom of the navbar in the viewport: headings above it are hidden under it. */
function navbarBottom(): number {
  const nav = document.querySelector('.dk-navbar');
  return nav ? Math.max(0, nav.getBoundingClientRect().bottom) : 0;
}

/**
 * activeHeading applies Docusaurus's rule (useTOCHighlight): take the first
 * heading whose top is at or below the navbar's bottom edge; if it sits in the
 * top half of the viewport the reader has reached it, otherwise the reader is
 * still in the section before it. When every heading is above the navbar (the
 * end of the page), the last one is active.
 */
export function activeHeading(headings: readonly HTMLElement[], offset: number, viewportHeight: number): HTMLElement | null {
  const i = headings.findIndex((h) => h.getBoundingClientRect().top >= offset);
  if (i < 0) return headings[headings.length - 1] ?? null;
  const r = headings[i].getBoundingClientRect();
  if (r.top > 0 && r.bottom < viewportHeight / 2) return headings[i];
  return headings[i - 1] ?? null;
}

/**
 * useActiveHeading returns the id of the heading currently in view among
 * `ids`, updated on scroll and resize (at most once per animation frame).
 * It is null on the server and in the first client render, so hydration
 * matches; the first effect computes it.
 */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = list.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
      setActive(activeHeading(headings, navbarBottom(), window.innerHeight)?.id ?? null);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);
  return active;
}
