import config from '@docskit/site-config';
import modules, { loadAfterHydration } from '@docskit/client-modules';
import ErrorBoundary from '@theme/ErrorBoundary';
import Layout from '@theme/Layout';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ClientModule, DevUpdate, InitialData } from './data';
import { PageContext, RouterContext, type Router } from './internal/context';
import { formatTitle } from './internal/PageMetadata';
import { progressDone, scheduleProgress } from './internal/progress';
import { canonicalPath, forget, internalTarget, linkRoute, loadRoute, matchRoute, preload, seed, urls } from './internal/router';
import { scrollToHash } from './internal/scroll';
import { getItem, setItem } from './internal/storage';

export interface Props {
  readonly initial: InitialData;
}

/** Docusaurus's localStorage key of the preferred docs version (plugin id "default"). */
export const DOCS_VERSION_KEY = 'docs-preferred-version-default';
/** The one docs version: Docusaurus's name of the current ("Next") version. */
export const DOCS_VERSION = 'current';

function pageTitle(title: string, kind: string): string {
  return kind === 'landing' ? config.title : formatTitle(title);
}

const cleanPath = () => matchRoute(window.location.pathname).route;

/**
 * The client modules whose route hooks run: those that render slots from the start,
 * the others once loadAfterHydration has brought them in (see the first-load effect).
 */
const hooked: ClientModule[] = [...modules];

/** runHooks tells the client modules that the page at window.location is shown. */
function runHooks(list: readonly ClientModule[], previousLocation: { pathname: string } | null): void {
  for (const m of list) m.onRouteDidUpdate?.({ location: window.location, previousLocation });
}

/**
 * How a navigation came about: a click (new history entry), a redirect by code
 * (history.replace: the current entry replaced), Back/Forward, or Try again.
 */
type Mode = 'push' | 'replace' | 'pop' | 'reload';

/** App holds the current page and performs client-side navigation. */
export default function App({ initial }: Props) {
  const [data, setData] = useState(initial);
  // Where to scroll after the next render: a hash, "#" for the top, or nothing.
  const scrollTarget = useRef<string | null>(null);
  const previous = useRef<{ pathname: string } | null>(null);
  // Each navigation takes a ticket; only the newest one may change the page.
  const ticket = useRef(0);
  // Path and query of the URL the shown page belongs to (set once mounted).
  const shown = useRef({ pathname: '', search: '' });

  const show = useCallback(async (url: URL, mode: Mode) => {
    const { route } = matchRoute(url.pathname);
    const mine = ++ticket.current;
    if (route !== cleanPath()) scheduleProgress();
    let next: InitialData;
    try {
      // Data, sidebar and lazy chunks first; the current page stays until they are in.
      next = await loadRoute(route, mode === 'reload');
    } catch (err) {
      if (mine !== ticket.current) return;
      console.warn(`docskit: could not load ${route}; loading the page in full`, err);
      // Back/Forward and Try again are already at the URL: reload it (assigning a URL
      // with a #hash to itself would only scroll).
      if (mode === 'push') window.location.assign(url.href);
      else if (mode === 'replace') window.location.replace(url.href);
      else window.location.reload();
      return;
    }
    if (mine !== ticket.current) return;
    if (mode !== 'reload') {
      previous.current = { pathname: window.location.pathname };
      const pathname = urls.page(route);
      const target = pathname + url.search + url.hash;
      if (mode === 'push') window.history.pushState(null, '', target);
      else window.history.replaceState(null, '', target);
      shown.current = { pathname, search: url.search };
      scrollTarget.current = url.hash || '#';
    }
    setData(next);
  }, []);

  const router = useMemo<Router>(
    () => ({
      route: data.page.route,
      navigate: (to: string, options?: { readonly replace?: boolean }) =>
        void show(new URL(to, window.location.href), options?.replace ? 'replace' : 'push'),
      reload: () => void show(new URL(window.location.href), 'reload'),
    }),
    [data.page.route, show],
  );

  // First load: seed the cache, normalise /x.html and /x/index.html (to the page's URL
  // under the base URL, with or without the trailing slash), run client modules.
  useEffect(() => {
    seed(initial);
    const clean = canonicalPath(window.location.pathname);
    if (clean !== window.location.pathname) {
      window.history.replaceState(null, '', clean + window.location.search + window.location.hash);
    }
    shown.current = { pathname: clean, search: window.location.search };
    runHooks(modules, null);
    // Client modules without slots are not needed for the first paint: their chunks load
    // now, after hydration. When they arrive they are told about the page shown at that
    // moment (previousLocation null), once; every later route change reaches them through
    // the route-change effect below, with the others.
    loadAfterHydration().then(
      (later) => {
        hooked.push(...later);
        runHooks(later, null);
      },
      (err: unknown) => console.warn('docskit: could not load the client modules', err),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Clicks on internal links anywhere in the page, Markdown included, navigate on the
  // client; hovering or touching one preloads its page.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a');
      const url = a ? internalTarget(a) : null;
      if (!url) return;
      e.preventDefault();
      const here = new URL(window.location.href);
      if (matchRoute(url.pathname).route === cleanPath() && url.search === here.search && url.hash) {
        // Same page, another #hash: no data to load, just the scroll.
        if (url.hash !== here.hash) window.history.pushState(null, '', url.hash);
        scrollToHash(url.hash);
        return;
      }
      void show(url, 'push');
    };
    const onHover = (e: Event) => {
      const route = linkRoute(e.target);
      if (route) preload(route);
    };
    const onPop = () => {
      const url = new URL(window.location.href);
      // Only the #hash changed (Back between anchors, or the browser followed a "#x" link):
      // the page stays; scroll to the hash, or to the top without one.
      if (url.pathname === shown.current.pathname && url.search === shown.current.search) {
        if (url.hash) scrollToHash(url.hash);
        else window.scrollTo(0, 0);
        return;
      }
      void show(url, 'pop');
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onHover, { passive: true });
    document.addEventListener('touchstart', onHover, { passive: true });
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onHover);
      document.removeEventListener('touchstart', onHover);
      window.removeEventListener('popstate', onPop);
    };
  }, [show]);

  // The dev server's reload script (docskit/cli) announces the pages a saved edit
  // changed, as URL paths. Their cached data is dropped, and the page shown is
  // loaded again and re-rendered in place when it is one of them. Cancelling the
  // event tells the script that the app took care of it; when scripts or styles
  // changed ("all"), the script reloads the page instead.
  useEffect(() => {
    const onDevUpdate = (e: Event) => {
      const { paths, all } = (e as CustomEvent<DevUpdate>).detail ?? {};
      if (all) return;
      e.preventDefault();
      const decode = (s: string) => {
        try {
          return decodeURI(s);
        } catch {
          return s;
        }
      };
      const routes = (paths ?? []).map((p) => matchRoute(p).route);
      forget([...routes, ...routes.map((r) => encodeURI(r))]);
      const here = decode(cleanPath());
      if (routes.some((r) => decode(r) === here)) void show(new URL(window.location.href), 'reload');
    };
    window.addEventListener('docskit:dev-update', onDevUpdate);
    return () => window.removeEventListener('docskit:dev-update', onDevUpdate);
  }, [show]);

  // After a route change: title, scroll to top or to the hash, then client modules.
  // The title is also set after a reload of the same page, whose title may have changed.
  // A page whose MDX <head> has a <title> shows that title as written. A React page's
  // components render its <title> elements themselves (ReactPage), which React keeps
  // in the head.
  useLayoutEffect(() => {
    progressDone();
    if (data.page.kind !== 'reactPage') document.title = data.page.headTitle ?? pageTitle(data.page.title, data.page.kind);
    const target = scrollTarget.current;
    if (target === null) return;
    scrollTarget.current = null;
    if (target.length > 1) scrollToHash(target);
    else window.scrollTo(0, 0);
    runHooks(hooked, previous.current);
  }, [data]);

  // A doc of a site whose docs have one version marks it as the preferred
  // one (the Nuri site's specification asks for it). A versioned doc does
  // not: as in Docusaurus, only a choice in the version dropdown or the
  // banner changes the preferred version, which a stored one keeps.
  useEffect(() => {
    if (data.page.kind === 'doc' && !data.page.version && getItem(DOCS_VERSION_KEY) === null) setItem(DOCS_VERSION_KEY, DOCS_VERSION);
  }, [data]);

  return (
    <RouterContext.Provider value={router}>
      <PageContext.Provider value={data}>
        <ErrorBoundary resetKey={data} onTryAgain={router.reload}>
          <Layout page={data.page} sidebar={data.sidebar} />
        </ErrorBoundary>
      </PageContext.Provider>
    </RouterContext.Provider>
  );
}
