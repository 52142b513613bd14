// Analytics events on route changes, sent to window.dataLayer (tag manager)
// and gtag (web analytics), whichever the site configured. Only the page path,
// title and location (origin + path, no query) are sent: no personal data.
import settings from './settings';

interface Settings {
  tagManager: boolean;
  gtag: boolean;
  landings: { path: string; key: string }[];
  sections: string[];
}

type Params = Record<string, string | number>;
type W = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

const cfg = settings as Settings;
const SCROLL_MARKS = [25, 50, 75, 100];
const TIME_MARKS = [30, 60, 120, 300];
const TICK_MS = 5000;
const SCROLL_THROTTLE_MS = 250;
const MIN_TOTAL_S = 5;

function send(event: string, params: Params, beacon = false): void {
  const w = window as W;
  if (cfg.tagManager) {
    w.dataLayer = w.dataLayer || [];
    w.dataLayer.push({ event, ...params });
  }
  if (cfg.gtag && typeof w.gtag === 'function') {
    w.gtag('event', event, beacon ? { ...params, transport_type: 'beacon' } : params);
  }
}

// Per-page state, reset on every path change.
let path = '';
let visibleMs = 0;
let visibleSince = 0;
let reportedMs = 0;
let scrollSent = new Set<number>();
let timeSent = new Set<number>();
let lastScrollCheck = 0;
let scrollTimer = 0;

function now(): number {
  return Date.now();
}

function elapsedMs(): number {
  return visibleMs + (visibleSince ? now() - visibleSince : 0);
}

function checkScroll(): void {
  lastScrollCheck = now();
  const doc = document.documentElement;
  const max = doc.scrollHeight;
  const seen = max <= window.innerHeight ? 100 : ((window.scrollY + window.innerHeight) / max) * 100;
  for (const mark of SCROLL_MARKS) {
    if (seen >= mark - 0.5 && !scrollSent.has(mark)) {
      scrollSent.add(mark);
      send('scroll_depth', { percent: mark, page_path: path });
    }
  }
}

function onScroll(): void {
  // Throttle: at most one check per 250 ms, and one trailing check.
  const wait = SCROLL_THROTTLE_MS - (now() - lastScrollCheck);
  if (wait <= 0) {
    checkScroll();
  } else if (!scrollTimer) {
    scrollTimer = window.setTimeout(() => {
      scrollTimer = 0;
      checkScroll();
    }, wait);
  }
}

function tick(): void {
  const s = elapsedMs() / 1000;
  for (const mark of TIME_MARKS) {
    if (s >= mark && !timeSent.has(mark)) {
      timeSent.add(mark);
      send('time_on_page', { seconds: mark, page_path: path });
    }
  }
}

// sendTotal reports the visible time on the page not reported yet, if over 5 s.
function sendTotal(): void {
  if (!path) return;
  const ms = elapsedMs() - reportedMs;
  if (ms > MIN_TOTAL_S * 1000) {
    reportedMs += ms;
    send('total_time_on_page', { seconds: Math.round(ms / 1000), page_path: path }, true);
  }
}

function startPage(pathname: string): void {
  path = pathname;
  visibleMs = 0;
  reportedMs = 0;
  visibleSince = document.visibilityState === 'visible' ? now() : 0;
  scrollSent = new Set();
  timeSent = new Set();
  const location = window.location.origin + pathname;
  send('page_view', { page_path: pathname, page_title: document.title, page_location: location });
  const landing = cfg.landings.find((l) => l.path === pathname);
  if (landing) send('landing_page_view', { page_path: pathname, landing: landing.key });
  const section = cfg.sections.find((s) => pathname === s || pathname.startsWith(s + '/'));
  if (section) send('section_visit', { section: section.slice(section.lastIndexOf('/') + 1), page_path: pathname });
  checkScroll();
}

let installed = false;
function install(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('scroll', onScroll, { passive: true });
  window.setInterval(tick, TICK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      if (visibleSince) visibleMs += now() - visibleSince;
      visibleSince = 0;
      // Leaving (tab hidden or closed): report the time so far.
      sendTotal();
    } else {
      visibleSince = now();
    }
  });
}

export function onRouteDidUpdate({ location }: { location: Location; previousLocation: { pathname: string } | null }): void {
  install();
  if (location.pathname === path) return; // hash or query change: same page
  sendTotal();
  startPage(location.pathname);
}
