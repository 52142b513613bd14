// @docusaurus/router: the location and history hooks of React Router, which
// Docusaurus re-exports, on top of docskit's client router (App.tsx).
import { useMemo, useSyncExternalStore } from 'react';
import { useRouter } from '../internal/context';
import { urls } from '../internal/urls';

export interface Location {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
}

export type To = string | { readonly pathname?: string; readonly search?: string; readonly hash?: string };

export interface History {
  readonly location: Location;
  /** Shows the page at to in a new history entry (client-side, as a link click does). */
  push(to: To): void;
  /** Shows the page at to in place of the current history entry. */
  replace(to: To): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
  };
}

// One string, so that an unchanged location is an unchanged snapshot.
const snapshot = () => `${window.location.pathname}\n${window.location.search}\n${window.location.hash}`;

/**
 * useLocation is the URL of the page shown (its pathname with the base URL, as in
 * Docusaurus). The server, and the client while it
 * hydrates, know only the page's route (no query, no hash); the browser's own
 * location follows right after. A page change re-renders its readers, since the
 * route (RouterContext) changes with it.
 */
export function useLocation(): Location {
  const { route } = useRouter();
  const s = useSyncExternalStore(subscribe, snapshot, () => `${urls.page(route)}\n\n`);
  return useMemo(() => {
    const [pathname = '', search = '', hash = ''] = s.split('\n');
    return { pathname, search, hash, state: null };
  }, [s, route]);
}

function href(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

export function useHistory(): History {
  const router = useRouter();
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: (to: To) => router.navigate(href(to)),
      replace: (to: To) => router.navigate(href(to), { replace: true }),
      go: (delta: number) => window.history.go(delta),
      goBack: () => window.history.back(),
      goForward: () => window.history.forward(),
    }),
    [router, location],
  );
}
