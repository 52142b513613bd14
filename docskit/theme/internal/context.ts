import { createContext, useContext } from 'react';

export interface Router {
  /** The current clean route. */
  readonly route: string;
  navigate(to: string): void;
  /** Loads the current page's data again and shows it (the crash screen's Try again). */
  reload(): void;
}

export const RouterContext = createContext<Router>({ route: '/', navigate: () => undefined, reload: () => undefined });

export function useRouter(): Router {
  return useContext(RouterContext);
}

