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

// Per-page state, reset on every path change. Times are performance.now()
// values: milliseconds since the document's navigation start, never moved by
// a change of the system clock.
let path = '';
let visibleMs = 0; // visible time on the page before visibleSince
let visibleSince = -1; // when the page last became visible; -1 while hidden
let reportedMs = 0;
let scrollSent = new Set<number>();
let timeSent = new Set<number>();
let lastScrollCheck = 0;
let scrollTimer = 0;
let tickTimer = 0;

function now(): number {
  return performance.now();
}

function elapsedMs(): number {
  return visibleMs + (visibleSince >= 0 ? now() - visibleSince : 0);
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

// A timer may fire a little before the time it was set for (the page's clock and
// the timer's are rounded differently); a check this close to a mark reaches it.
const TICK_SLACK_MS = 20;

function tick(): void {
  tickTimer = 0;
  const s = (elapsedMs() + TICK_SLACK_MS) / 1000;
  for (const mark of TIME_MARKS) {
    if (s >= mark && !timeSent.has(mark)) {
      timeSent.add(mark);
      send('time_on_page', { seconds: mark, page_path: path });
    }
  }
  scheduleTick();
}

// scheduleTick sets the next check for the next multiple of 5 s of visible time
// on the page, counted from the page's start rather than from when this module
// arrived: every mark (all multiples of 5 s) is then checked at the moment it
// is reached. Nothing is scheduled while the page is hidden or all marks are sent.
function scheduleTick(): void {
  window.clearTimeout(tickTimer);
  tickTimer = 0;
  if (visibleSince < 0 || timeSent.size === TIME_MARKS.length) return;
  tickTimer = window.setTimeout(tick, TICK_MS - (elapsedMs() % TICK_MS));
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

// startPage starts the counters of the page at pathname, which began at
// `start` (a performance.now() value). Time before the module arrived counts
// if the tab is visible now: it is taken to have been visible since the start.
function startPage(pathname: string, start: number): void {
  path = pathname;
  visibleMs = 0;
  reportedMs = 0;
  visibleSince = document.visibilityState === 'visible' ? start : -1;
  scrollSent = new Set();
  timeSent = new Set();
  const location = window.location.origin + pathname;
  send('page_view', { page_path: pathname, page_title: document.title, page_location: location });
  const landing = cfg.landings.find((l) => l.path === pathname);
  if (landing) send('landing_page_view', { page_path: pathname, landing: landing.key });
  const section = cfg.sections.find((s) => pathname === s || pathname.startsWith(s + '/'));
  if (section) send('section_visit', { section: section.slice(section.lastIndexOf('/') + 1), page_path: pathname });
  checkScroll();
  scheduleTick();
}

let installed = false;
function install(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      if (visibleSince >= 0) visibleMs += now() - visibleSince;
      visibleSince = -1;
      // Leaving (tab hidden or closed): report the time so far.
      sendTotal();
    } else if (visibleSince < 0) {
      visibleSince = now();
    }
    scheduleTick();
  });
}

export function onRouteDidUpdate({ location, previousLocation }: { location: Location; previousLocation: { pathname: string } | null }): void {
  install();
  if (location.pathname === path) return; // hash or query change: same page
  sendTotal();
  // The first page (no previous location: this module may arrive well after the
  // page began) counts from the navigation start; a client-side route change
  // from now, the moment the new page is shown.
  startPage(location.pathname, previousLocation ? now() : 0);
}
