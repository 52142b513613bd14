import { createContext, useContext } from 'react';
import type { InitialData } from '../data';

export interface Router {
  /** The current clean route. */
  readonly route: string;
  /** Shows the page at to: a new history entry, or with replace the current one replaced. */
  navigate(to: string, options?: { readonly replace?: boolean }): void;
  /** Loads the current page's data again and shows it (the crash screen's Try again). */
  reload(): void;
}

export const RouterContext = createContext<Router>({ route: '/', navigate: () => undefined, reload: () => undefined });

export function useRouter(): Router {
  return useContext(RouterContext);
}


/**
 * The page shown and its sidebar, which App provides: for content components
 * that list other pages (DocCardList lists the current sidebar category's).
 * null outside App.
 */
export const PageContext = createContext<InitialData | null>(null);

export function usePageData(): InitialData | null {
  return useContext(PageContext);
}
