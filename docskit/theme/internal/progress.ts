// The route-change progress bar at the top of the window, like nprogress (as
// Docusaurus configures it: no spinner). A navigation schedules it; it appears only
// if the navigation is still going after PROGRESS.delay. Internal: not overridable.
import '../styles/progress.css';

export const PROGRESS = {
  /** Where the bar starts, as a fraction of the width. */
  minimum: 0.08,
  /** Duration of each bar move and of the final fade, in ms. */
  speed: 200,
  /** Interval between automatic small advances, in ms. */
  trickleSpeed: 800,
  easing: 'ease',
  /** A navigation shorter than this shows no bar, in ms. */
  delay: 200,
} as const;

let status: number | null = null;
let el: HTMLElement | null = null;
let delayTimer = 0;
let trickleTimer = 0;
let fadeTimer = 0;

function set(n: number): void {
  const { minimum, speed, easing } = PROGRESS;
  n = Math.min(1, Math.max(minimum, n));
  status = n < 1 ? n : null;
  clearTimeout(fadeTimer);
  if (!el) {
    el = document.createElement('div');
    el.className = 'dk-progress';
    el.innerHTML = '<div class="dk-progress-bar" style="transform:translate3d(-100%,0,0)"><div class="dk-progress-peg"></div></div>';
    document.body.append(el);
  }
  const root = el;
  const bar = root.firstElementChild as HTMLElement;
  root.style.cssText = '';
  void root.offsetWidth; // flush, so the move below is animated from the current position
  bar.style.transition = `transform ${speed}ms ${easing}`;
  bar.style.transform = `translate3d(${(n - 1) * 100}%,0,0)`;
  if (n === 1) {
    // Complete, then fade out and go.
    fadeTimer = window.setTimeout(() => {
      root.style.cssText = `transition:opacity ${speed}ms linear;opacity:0`;
      fadeTimer = window.setTimeout(() => {
        root.remove();
        el = null;
      }, speed);
    }, speed);
  }
}

function start(): void {
  if (status === null) set(0);
  clearTimeout(trickleTimer);
  const trickle = () => {
    trickleTimer = window.setTimeout(() => {
      if (status === null) return;
      // Smaller steps the further it is (nprogress's curve), never quite to the end.
      const s = status;
      set(Math.min(0.994, s + (s < 0.2 ? 0.1 : s < 0.5 ? 0.04 : s < 0.8 ? 0.02 : s < 0.99 ? 0.005 : 0)));
      trickle();
    }, PROGRESS.trickleSpeed);
  };
  trickle();
}

/** scheduleProgress shows the bar if progressDone is not called within PROGRESS.delay. */
export function scheduleProgress(): void {
  clearTimeout(delayTimer);
  delayTimer = window.setTimeout(start, PROGRESS.delay);
}

/** progressDone cancels a scheduled bar, or completes and fades out a shown one. */
export function progressDone(): void {
  clearTimeout(delayTimer);
  if (status !== null) set(1);
}
