import config from '@docskit/site-config';
import modules from '@docskit/client-modules';
import Layout from '@theme/Layout';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { InitialData } from './data';
import { RouterContext, type Router } from './internal/context';
import { internalTarget, loadRoute, normalizePath, seed } from './internal/router';

export interface Props {
  readonly initial: InitialData;
}

function pageTitle(title: string, kind: string): string {
  return kind === 'landing' || title === config.title ? config.title : `${title} | ${config.title}`;
}

/** App holds the current page and performs client-side navigation. */
export default function App({ initial }: Props) {
  const [data, setData] = useState(initial);
  // Where to scroll after the next render: a hash, the top, or nothing (first load).
  const scrollTarget = useRef<string | null>(null);
  const previous = useRef<{ pathname: string } | null>(null);
  // Each navigation takes a ticket; only the newest one may change the page.
  const ticket = useRef(0);

  const show = useCallback(async (url: URL, push: boolean) => {
    const route = normalizePath(url.pathname);
    const mine = ++ticket.current;
    let next: InitialData;
    try {
      next = await loadRoute(route);
    } catch (err) {
      if (mine !== ticket.current) return;
      console.warn(`docskit: could not load ${route}; loading the page in full`, err);
      window.location.assign(url.href);
      return;
    }
    if (mine !== ticket.current) return;
    previous.current = { pathname: window.location.pathname };
    const target = route + url.search + url.hash;
    if (push) window.history.pushState(null, '', target);
    else window.history.replaceState(null, '', target);
    scrollTarget.current = url.hash || '#';
    setData(next);
  }, []);

  const router = useMemo<Router>(
    () => ({
      route: data.page.route,
      navigate: (to: string) => void show(new URL(to, window.location.href), true),
    }),
    [data.page.route, show],
  );

  // First load: seed the cache, normalise /x.html and /x/index.html, run client modules.
  useEffect(() => {
    seed(initial);
    const clean = normalizePath(window.location.pathname);
    if (clean !== window.location.pathname) {
      window.history.replaceState(null, '', clean + window.location.search + window.location.hash);
    }
    for (const m of modules) m.onRouteDidUpdate?.({ location: window.location, previousLocation: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Intercept clicks on internal links anywhere in the page, Markdown included.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a');
      if (!a) return;
      const url = internalTarget(a as HTMLAnchorElement);
      if (!url) return;
      if (normalizePath(url.pathname) === normalizePath(window.location.pathname) && url.hash) return; // same page: the browser scrolls
      e.preventDefault();
      void show(url, true);
    };
    const onPop = () => void show(new URL(window.location.href), false);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, [show]);

  // After a route change: title, scroll to top or to the hash, then client modules.
  useLayoutEffect(() => {
    const target = scrollTarget.current;
    if (target === null) return;
    scrollTarget.current = null;
    document.title = pageTitle(data.page.title, data.page.kind);
    if (target.length > 1) {
      document.getElementById(decodeURIComponent(target.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    for (const m of modules) m.onRouteDidUpdate?.({ location: window.location, previousLocation: previous.current });
  }, [data]);

  return (
    <RouterContext.Provider value={router}>
      <Layout page={data.page} sidebar={data.sidebar} />
    </RouterContext.Provider>
  );
}
